/**
 * Hours a state set "until switched back" runs before the board's strip asks whether it still
 * holds. Busy mode and a pause answer one evening's trouble (a rush, a broken oven, a cook short):
 * three hours outlast most of them, and a forgotten pause loses every online order after it. A
 * dish runs out until the next delivery, usually the next morning: twelve hours cover the night.
 */
export const REMIND_AFTER_HOURS = { busy: 3, pause: 3, dish: 12 } as const

const HOUR_MS = 3_600_000

type Running = { until: string | null; since: string | null }

/**
 * The whole hours a state set with no end has run at the server's `now`, once past its kind's
 * limit; null for one that ends by itself, one not started long enough ago, or one of unknown start.
 */
export function overdueHours(
  kind: keyof typeof REMIND_AFTER_HOURS,
  state: Running,
  now: string,
): number | null {
  if (state.until !== null || state.since === null) return null
  const ran = Date.parse(now) - Date.parse(state.since)
  return ran > REMIND_AFTER_HOURS[kind] * HOUR_MS ? Math.floor(ran / HOUR_MS) : null
}
