/** Whole minutes from `now` to the promised time: negative once it is late. */
export function minutesLeft(promisedAt: string, now: number): number {
  return Math.ceil((Date.parse(promisedAt) - now) / 60_000)
}

/** Statuses in which an order is still the kitchen's or the courier's to finish. */
const OPEN = new Set(['new', 'paid', 'accepted', 'cooking', 'on_the_way', 'ready_for_pickup'])

/** An order still open past its promised time. */
export function isLate(order: { status: string; promisedAt: string }, now: number): boolean {
  return OPEN.has(order.status) && minutesLeft(order.promisedAt, now) < 0
}
