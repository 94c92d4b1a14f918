import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'
import type { Region } from '#shared/contract/places'
import { LOCALE_TAGS } from '#shared/locales'
import { openingWhen } from '#shared/opening-time'

/**
 * How soon a zone is served right now, by its own kitchen: "from 60 min" while it takes orders,
 * its pause, or that it is closed and from when one can order.
 */
export function ZoneTiming({ region }: { region: Region }) {
  const { t, lang } = useI18n()
  const { ordering_paused } = useSite()
  if (region.takingOrders)
    return <>{t('delivery.minutesFrom', { minutes: region.promiseMinutes })}</>
  const pause = ordering_paused.find((p) => p.restaurantId === region.restaurantId)
  if (pause) return <>{pause.notice}</>
  if (!region.opensAt) return <>{t('delivery.closed')}</>
  const when = openingWhen(new Date(region.opensAt), new Date(), LOCALE_TAGS[lang])
  return (
    <span suppressHydrationWarning>{t('shell.closed', { when: t(when.key, when.params) })}</span>
  )
}
