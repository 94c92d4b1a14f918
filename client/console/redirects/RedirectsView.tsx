import { useData } from 'vike-react/useData'
import { RedirectsAdmin } from '#client/console/redirects/RedirectsAdmin'
import { useI18n } from '#client/ui/i18n'
import type { ViewData } from './data'

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
