import type { CartLine } from '../../../shared/cart'
import {
  KITCHEN_LEAD_MINUTES,
  LAST_ORDER_MINUTES,
  MAX_DAYS_AHEAD,
  MIN_CARD_PAYMENT,
  ORDER_LIMITS,
} from '../../../shared/checkout'
import { isOpenAt } from '../../../shared/hours'
import type { Region, Restaurant } from '../../../shared/schemas'
import { type PricedLine, priceCart } from '../cart/pricing'
import type { CatalogView } from '../catalog/store'
import type { OrderRequest } from './request'

const MINUTE = 60 * 1000

/** What blocks an order, per field, as locale keys with their parameters. */
export type Problems = Record<string, { key: string; params?: Record<string, string | number> }>

export type OrderPricing = {
  lines: PricedLine[]
  subtotal: number
  deliveryFee: number
  bonusSpent: number
  /** The most bonuses this order may take (the cap of the bonus rules, or the balance). */
  bonusAllowed: number
  total: number
  region: Region | null
  restaurant: Restaurant | null
  scheduledFor: Date | null
  problems: Problems
}

/**
 * Prices an order from the catalog alone (the client's figures are ignored) and says what blocks it:
 * unavailable lines, the zone's minimum, closed hours, a time outside the kitchen's reach, bonuses.
 */
export function priceOrder(
  view: CatalogView,
  request: OrderRequest,
  balance: number,
  now: Date,
): OrderPricing {
  const problems: Problems = {}
  const quote = priceCart(view, request.lines as CartLine[])
  if (!quote.orderable) problems.lines = { key: 'order.unavailable' }
  const { maxLines, maxQuantity, maxTotal } = ORDER_LIMITS
  if (request.lines.length > maxLines)
    problems.lines = { key: 'order.tooManyLines', params: { max: maxLines } }
  else if (request.lines.some((line) => line.quantity > maxQuantity))
    problems.lines = { key: 'order.tooManyItems', params: { max: maxQuantity } }

  let region: Region | null = null
  let restaurant: Restaurant | null = null
  if (request.orderType === 'delivery') {
    region = view.regions.find((r) => r.id === request.regionId) ?? null
    if (!region) problems.regionId = { key: 'validation.required' }
    if (!request.address) problems['address.street'] = { key: 'validation.required' }
  } else {
    restaurant = view.restaurants.find((r) => r.id === request.restaurantId && r.pickup) ?? null
    if (!restaurant) problems.restaurantId = { key: 'validation.required' }
  }

  const subtotal = quote.subtotal
  const deliveryFee = region && subtotal < region.freeDeliveryFrom ? region.deliveryFee : 0
  if (region && subtotal < region.minOrder) {
    problems.subtotal = { key: 'order.minOrder', params: { minOrder: region.minOrder } }
  }

  // ASAP needs an open kitchen now; a chosen time needs the lead time, the week and open hours.
  const kitchens = restaurant ? [restaurant] : view.restaurants
  const scheduledFor = request.time === 'asap' ? null : new Date(request.time)
  const when = scheduledFor ?? now
  if (scheduledFor) {
    const ahead = scheduledFor.getTime() - now.getTime()
    if (ahead < KITCHEN_LEAD_MINUTES * MINUTE)
      problems.time = { key: 'order.tooSoon', params: { minutes: KITCHEN_LEAD_MINUTES } }
    else if (ahead > MAX_DAYS_AHEAD * 24 * 60 * MINUTE)
      problems.time = { key: 'order.tooFar', params: { days: MAX_DAYS_AHEAD } }
  }
  if (
    !problems.time &&
    !kitchens.some((k) => isOpenAt(k.hours, when, scheduledFor ? 0 : LAST_ORDER_MINUTES))
  ) {
    problems.time = { key: 'order.closed' }
  }

  const cap = Math.floor((subtotal * view.bonusRules.spendCapPercent) / 100)
  const bonusAllowed = Math.max(0, Math.min(cap, balance))
  if (request.bonusToSpend > bonusAllowed) {
    problems.bonusToSpend = { key: 'order.bonusCap', params: { amount: bonusAllowed } }
  }
  const bonusSpent = Math.min(request.bonusToSpend, bonusAllowed)
  const total = subtotal + deliveryFee - bonusSpent
  if (total > maxTotal) problems.total = { key: 'order.tooLarge', params: { amount: maxTotal } }
  if (request.paymentType === 'card_online' && total < MIN_CARD_PAYMENT) {
    problems.paymentType = { key: 'order.cardMinimum' }
  }
  return {
    lines: quote.lines,
    subtotal,
    deliveryFee,
    bonusSpent,
    bonusAllowed,
    total,
    region,
    restaurant,
    scheduledFor,
    problems,
  }
}
