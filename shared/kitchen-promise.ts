import type { OrderStatus } from './checkout'

// How the kitchen moves the time promised to a customer (issue 31): it accepts an order ready in
// so many minutes, and puts a taken order later. Read by the board's buttons and by the API.

const MINUTE = 60_000

/** The board's ready-in choices when accepting, in minutes (besides keeping the promised time). */
export const READY_IN_CHOICES = [10, 20, 30] as const

/** The card's "later" step, in minutes. */
export const LATER_STEP_MINUTES = 10

/** A promise goes at most this far past now (or past the customer's chosen time, when later). */
export const MAX_PROMISE_MINUTES = 180

/** Taken and not yet ready: the orders whose promise the kitchen may still put later. */
export const PROMISE_MOVABLE: readonly OrderStatus[] = ['accepted', 'cooking']

type Order = { scheduledFor: Date | null }

/** The earliest a promise may be: now, or the time the customer chose when that is later. */
const earliest = (order: Order, now: Date) =>
  Math.max(now.getTime(), order.scheduledFor?.getTime() ?? 0)

/**
 * The promise of an order accepted ready in `minutes`: counted from now, or from the customer's
 * chosen time (a pre-order is never promised before the time its customer asked for).
 */
export function readyInPromise(order: Order, minutes: number, now: Date): Date {
  return new Date(earliest(order, now) + minutes * MINUTE)
}

/**
 * The promise of an order put `minutes` later: past the promise, or past now when it is already
 * late (a new time is never in the past). Null when that is beyond the bound.
 */
export function laterPromise(
  order: Order & { promisedAt: Date },
  minutes: number,
  now: Date,
): Date | null {
  const at = Math.max(order.promisedAt.getTime(), now.getTime()) + minutes * MINUTE
  return at > earliest(order, now) + MAX_PROMISE_MINUTES * MINUTE ? null : new Date(at)
}
