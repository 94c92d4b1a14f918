import { useSite } from '../../site'

/** Spec §3: the site option alert_message, shown as a banner above the page. */
export function AlertBanner() {
  const site = useSite()
  if (!site.alert_message) return null
  return (
    <p className="alert-banner" role="note">
      {site.alert_message}
    </p>
  )
}
