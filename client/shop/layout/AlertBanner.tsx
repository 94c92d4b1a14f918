import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'

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

/** The kitchens that paused online ordering, on every storefront page (the API words it). */
export function PauseBanner() {
  const { ordering_paused } = useSite()
  const { t } = useI18n()
  if (ordering_paused.length === 0) return null
  return (
    <aside className="alert-banner pause-banner" aria-label={t('shell.pausedLabel')}>
      {ordering_paused.map((pause) => (
        <p key={pause.restaurantId}>{pause.notice}</p>
      ))}
    </aside>
  )
}
