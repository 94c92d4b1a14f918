import { useData } from 'vike-react/useData'
import { MenuAdmin } from '#client/console/menu/MenuAdmin'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

export function MenuView() {
  const { t } = useI18n()
  const { menu } = useData<ViewData<'menu'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.menu.title')}</h1>
      <p className="console-muted">{t('operator.console.menu.lead')}</p>
      <MenuAdmin menu={menu} />
    </div>
  )
}
