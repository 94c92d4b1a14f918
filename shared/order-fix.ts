import type { OrderStatus } from './checkout'

// Fixing an order instead of cancelling it: staff remove a dish the kitchen cannot make, or lower
// its quantity. The same figures on the server (which decides) and in the console's confirm
// dialog (which tells staff what the customer gets back before they press it).

/**
 * The statuses whose lines may still change: the order is under way. An unpaid card order is not
 * (Viva's payment page holds its amount), nor a finished one.
 */
export const FIXABLE_STATUSES: readonly OrderStatus[] = [
  'new',
  'paid',
  'accepted',
  'cooking',
  'on_the_way',
  'ready_for_pickup',
]

export function fixable(status: OrderStatus): boolean {
  return FIXABLE_STATUSES.includes(status)
}

type Figures = { subtotal: number; bonusSpent: number; total: number }

export type LineFix = {
  /** The dishes' value taken off the order. */
  removed: number
  subtotal: number
  bonusSpent: number
  /** Bonuses spent on the order that go back to the customer's balance. */
  bonusReturned: number
  total: number
  /** What the customer pays less: refunded to a paid card, or not collected at the door. */
  moneyBack: number
}

/**
 * The order's figures once a line of `quantity` at `unitPrice` (options included) goes down to
 * `to`, in integer cents. The delivery fee stays as it was: the kitchen's shortfall never costs
 * the customer a fee, nor does it lift the zone's minimum. What the dishes were worth goes back
 * as the bonuses spent on the order first, then as money: the bonuses never exceed the spending
 * cap of the smaller order that way, and the cash refunded is only what was paid in cash.
 */
export function lineFix(
  order: Figures,
  line: { quantity: number; unitPrice: number },
  to: number,
): LineFix {
  const removed = line.unitPrice * (line.quantity - to)
  const bonusReturned = Math.min(order.bonusSpent, removed)
  const moneyBack = removed - bonusReturned
  return {
    removed,
    subtotal: order.subtotal - removed,
    bonusSpent: order.bonusSpent - bonusReturned,
    bonusReturned,
    total: order.total - moneyBack,
    moneyBack,
  }
}
