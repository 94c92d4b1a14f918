import { useEffect } from 'react'
import { useI18n } from '#client/ui/i18n'
import { useOrderFeed } from './feed'
import { live, publishOrderEvent } from './live'

/**
 * A courier's screen: the one live feed, of their own round only (the server sends a courier
 * nothing else); the deliveries page reads itself again on each event.
 */
export function CourierWatch() {
  const { lang } = useI18n()
  const feed = useOrderFeed(lang, publishOrderEvent)
  useEffect(() => {
    live.feed = feed
  }, [feed])
  return null
}
