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

/**
 * On every storefront page: the shop is closed now and from when one can order, and the kitchens
 * that paused online ordering (the API words both; a pause set for tonight still says so when
 * every kitchen has closed).
 */
export function PauseBanner() {
  const { ordering_paused, ordering_closed } = useSite()
  const { t } = useI18n()
  return (
    <>
      {ordering_closed && (
        <aside className="alert-banner pause-banner" aria-label={t('shell.closedLabel')}>
          <p>{ordering_closed.notice}</p>
        </aside>
      )}
      {ordering_paused.length > 0 && (
        <aside className="alert-banner pause-banner" aria-label={t('shell.pausedLabel')}>
          {ordering_paused.map((pause) => (
            <p key={pause.restaurantId}>{pause.notice}</p>
          ))}
        </aside>
      )}
    </>
  )
}
