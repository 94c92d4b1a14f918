import { useData } from 'vike-react/useData'
import { MenuAdmin } from '../../../../components/operator/MenuAdmin'
import { useI18n } from '../../../../i18n'
import type { MenuData } from './+data'

export default function Page() {
  const { t } = useI18n()
  const { menu } = useData<MenuData>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.menu.title')}</h1>
      <p className="console-muted">{t('operator.console.menu.lead')}</p>
      <MenuAdmin menu={menu} />
    </div>
  )
}
