import type { OrderStatus } from './checkout'
import { type AppliedOffer, type OfferLine, repriceOffers } from './offers'

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

type Figures = {
  subtotal: number
  bonusSpent: number
  total: number
  /** The offers it was placed with: priced again on the dishes left (shared/offers.ts). */
  offers: readonly AppliedOffer[]
}

/** A line of the order as offers see it: what it costs and the category of its dish. */

export type LineFix = {
  /** The dishes' value taken off the order. */
  removed: number
  subtotal: number
  /** The order's offers priced again, and what they take off together (a waived fee included). */
  offers: AppliedOffer[]
  discount: number
  bonusSpent: number
  /** Bonuses spent on the order that go back to the customer's balance. */
  bonusReturned: number
  total: number
  /** What the customer pays less: refunded to a paid card, or not collected at the door. */
  moneyBack: number
}

/**
 * The order's figures once a line of `quantity` at `unitPrice` (options included) goes down to
 * `to`, in integer cents; `others` are the order's other lines (their categories matter to an
 * offer on a category). The delivery fee stays as it was: the kitchen's shortfall never costs the
 * customer a fee, nor does it lift the zone's minimum. The offers are priced again on the dishes
 * left (repriceOffers: a percent shrinks with them, none is dropped), so the customer is spared
 * what the dishes were worth after their discount. That goes back as the bonuses spent on the
 * order first, then as money: the bonuses never exceed the spending cap of the smaller order that
 * way, and the cash refunded is only what was paid in cash.
 */
export function lineFix(
  order: Figures,
  line: { quantity: number; unitPrice: number; categoryId?: number | null; productId?: number },
  to: number,
  others: readonly OfferLine[] = [],
): LineFix {
  const removed = line.unitPrice * (line.quantity - to)
  const offers = repriceOffers(order.offers, [
    ...others,
    {
      total: line.unitPrice * to,
      categoryId: line.categoryId ?? null,
      productId: line.productId ?? null,
      quantity: to,
    },
  ])
  const before = order.offers.reduce((sum, offer) => sum + offer.amount, 0)
  const discount = offers.reduce((sum, offer) => sum + offer.amount, 0)
  // The discount shrinks with the dishes: the customer is spared their value less that part.
  const spared = removed - (before - discount)
  const bonusReturned = Math.min(order.bonusSpent, spared)
  const moneyBack = spared - bonusReturned
  return {
    removed,
    subtotal: order.subtotal - removed,
    offers,
    discount,
    bonusSpent: order.bonusSpent - bonusReturned,
    bonusReturned,
    total: order.total - moneyBack,
    moneyBack,
  }
}
