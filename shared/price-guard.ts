// A menu price typed by hand goes wrong by a factor (1190 for 11.90) or by a slip (0.01): such a
// price is saved only once staff confirm it. The console asks; the API refuses it unconfirmed.

/** Below this (cents) a dish price is a slip: €0.50. */
export const PRICE_FLOOR = 50
/** A new dish above this (cents) is asked about: €200. */
export const NEW_PRICE_CEILING = 20_000
/** A change to more than this many times the price, or less than its share, is asked about. */
export const PRICE_JUMP = 3

export type UnusualPrice = 'tooLow' | 'tooHigh' | 'jump'

/** Why `next` needs a confirmation against the stored `previous` (null for a new dish), if it does. */
export function unusualPrice(previous: number | null, next: number): UnusualPrice | null {
  if (next === previous) return null
  if (next < PRICE_FLOOR) return 'tooLow'
  if (previous === null || previous === 0) return next > NEW_PRICE_CEILING ? 'tooHigh' : null
  return next > previous * PRICE_JUMP || next * PRICE_JUMP < previous ? 'jump' : null
}
