import { localTime, restaurantDay } from './hours'
import { clockTime } from './zone'

const DAY_MS = 24 * 60 * 60_000

/** Whole restaurant days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/**
 * A moment in the week ahead as the shop says it: "for today from 11:00", "for tomorrow from
 * 11:00" or "for Saturday from 11:00", as a locale key (`when.*`, one per weekday: each language
 * has its own case after "for") and its time; the caller translates it.
 */
export function openingWhen(
  at: Date,
  now: Date,
  localeTag: string,
): { key: string; params: { time: string } } {
  const days = daysBetween(restaurantDay(now), restaurantDay(at))
  const key =
    days <= 0 ? 'when.today' : days === 1 ? 'when.tomorrow' : `when.day${localTime(at).day}`
  return { key, params: { time: clockTime(at.toISOString(), localeTag) } }
}
