import { restaurantDay } from './hours'
import { daysBetween } from './opening-time'
import { clockTime, RESTAURANT_ZONE } from './zone'

const dates = new Map<string, Intl.DateTimeFormat>()

/** "Sat, Nov 28" in the locale's own order and words, in the restaurant's zone. */
function shortDate(at: Date, localeTag: string): string {
  let format = dates.get(localeTag)
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: RESTAURANT_ZONE,
    })
    dates.set(localeTag, format)
  }
  return format.format(at)
}

/**
 * When an order is promised, as its confirmations say it (issue 30: a time alone reads as today):
 * "around 12:30" today, "tomorrow around 12:30", "Sat, Nov 28, around 12:30" on a later day, as a
 * locale key (`promised.*`) and its params; the caller translates it.
 */
export function promisedWhen(
  iso: string,
  now: Date,
  localeTag: string,
): { key: string; params: { time: string; date: string } } {
  const at = new Date(iso)
  const days = daysBetween(restaurantDay(now), restaurantDay(at))
  const key = days <= 0 ? 'promised.today' : days === 1 ? 'promised.tomorrow' : 'promised.later'
  return { key, params: { time: clockTime(iso, localeTag), date: shortDate(at, localeTag) } }
}
