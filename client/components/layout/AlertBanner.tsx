import { useI18n } from '../../i18n'
import { useSite } from '../../site'

/** Spec §3: the site option alert_message, shown as a banner above the page. */
export function AlertBanner() {
  const site = useSite()
  const { t } = useI18n()
  if (!site.alert_message) return null
  return (
    <aside className="alert-banner" aria-label={t('nav.notice')}>
      {site.alert_message}
    </aside>
  )
}
