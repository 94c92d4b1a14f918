import { useData } from 'vike-react/useData'
import { RedirectsAdmin } from '#client/console/redirects/RedirectsAdmin'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

export function RedirectsView() {
  const { t } = useI18n()
  const { rules } = useData<ViewData<'redirects'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.redirects.title')}</h1>
      <p className="console-muted">{t('operator.console.redirects.help')}</p>
      <RedirectsAdmin rules={rules} />
    </div>
  )
}
