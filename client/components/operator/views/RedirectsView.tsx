import { useData } from 'vike-react/useData'
import { useI18n } from '#client/i18n'
import { RedirectsAdmin } from '../RedirectsAdmin'
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
