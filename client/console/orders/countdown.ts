import { restaurantDay } from '#shared/hours'

/** Whole minutes from `now` to the promised time: negative once it is late. */
export function minutesLeft(promisedAt: string, now: number): number {
  return Math.ceil((Date.parse(promisedAt) - now) / 60_000)
}

/** Whole minutes since `at` (when the order came in), never below zero. */
export function minutesSince(at: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(at)) / 60_000))
}

/** Statuses in which an order is still the kitchen's or the courier's to finish. */
const OPEN = new Set(['new', 'paid', 'accepted', 'cooking', 'on_the_way', 'ready_for_pickup'])

/** An order still open past its promised time. */
export function isLate(order: { status: string; promisedAt: string }, now: number): boolean {
  return OPEN.has(order.status) && minutesLeft(order.promisedAt, now) < 0
}

/**
 * Which day the promised time falls on, in the restaurant's calendar: a countdown of 1506 minutes
 * says less to the kitchen than "tomorrow 12:30".
 */
export function dueDay(promisedAt: string, now: number): 'today' | 'tomorrow' | 'later' {
  const due = restaurantDay(new Date(promisedAt))
  if (due <= restaurantDay(new Date(now))) return 'today'
  // Noon today plus a day is tomorrow whatever the clock change does to the night.
  const noon = Date.parse(`${restaurantDay(new Date(now))}T12:00:00Z`)
  return due === restaurantDay(new Date(noon + 24 * 60 * 60_000)) ? 'tomorrow' : 'later'
}
