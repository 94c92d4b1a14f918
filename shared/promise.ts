import type { OrderStatus } from './checkout'

// The one rule for when an order placed now can be promised, for the checkout's quote, the order
// stored at placement (orders.promised_at), and so the success page, the order page and the board.

const MINUTE = 60_000

/** How one kitchen promises: all of it data on its restaurant row, edited in the console. */
export type KitchenPace = {
  /** Minutes to cook an order when nothing else is waiting. */
  prepMinutes: number
  /** Each full `queueOrders` orders already waiting add `queueMinutes`. */
  queueOrders: number
  queueMinutes: number
  /** Busy mode's extra minutes at this moment (0 when it is off or over). */
  busyMinutes: number
}

/** At most this many orders and this amount (cents) promised per 15-minute slot; null: no limit. */
export type SlotCapacity = { orders: number | null; amount: number | null }

/** What a slot already holds: its orders and their amount, in cents. */
export type SlotLoad = { orders: number; amount: number }

/** Whether one more order of `total` cents fits into a slot holding `load`. */
export function hasRoom(capacity: SlotCapacity, load: SlotLoad, total: number): boolean {
  return (
    (capacity.orders === null || load.orders + 1 <= capacity.orders) &&
    (capacity.amount === null || load.amount + total <= capacity.amount)
  )
}

/** Orders a kitchen still has to cook: placed (cash) or paid, accepted, cooking. */
export const WAITING_STATUSES: readonly OrderStatus[] = ['new', 'paid', 'accepted', 'cooking']

/** A scheduled order counts as waiting once it is due within this long. */
export const WAITING_HORIZON_MINUTES = 60

/** Minutes the orders already waiting add: `queueMinutes` per full `queueOrders` of them. */
export function queueDelay(pace: KitchenPace, waiting: number): number {
  return pace.queueOrders > 0 ? Math.floor(waiting / pace.queueOrders) * pace.queueMinutes : 0
}

/**
 * The minutes an order placed now as soon as possible is promised in: preparation, the zone's
 * delivery time (0 for a pickup), the queue and busy mode's minutes.
 */
export function asapMinutes(pace: KitchenPace, deliveryMinutes: number, waiting: number): number {
  return pace.prepMinutes + deliveryMinutes + queueDelay(pace, waiting) + pace.busyMinutes
}

/** The time an order placed at `now` as soon as possible can be promised, up to the whole minute. */
export function asapPromise(
  now: Date,
  pace: KitchenPace,
  deliveryMinutes: number,
  waiting: number,
): Date {
  const minutes = asapMinutes(pace, deliveryMinutes, waiting)
  return new Date(Math.ceil((now.getTime() + minutes * MINUTE) / MINUTE) * MINUTE)
}
