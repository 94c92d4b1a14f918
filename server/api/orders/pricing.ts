import type { CartLine } from '#shared/cart'
import {
  KITCHEN_LEAD_MINUTES,
  LAST_ORDER_MINUTES,
  MAX_DAYS_AHEAD,
  MIN_CARD_PAYMENT,
} from '#shared/checkout'
import type { PricedLine } from '#shared/contract/cart'
import type { OrderRequest } from '#shared/contract/orders'
import { isOpenAt } from '#shared/hours'
import { type Lang, LOCALE_TAGS } from '#shared/locales'
import type { OrderingPause, Region, Restaurant } from '#shared/schemas'
import { resumesAt, type SlotProblem, slotProblem } from '#shared/slots'
import { clockTime } from '#shared/zone'
import { priceCart } from '../cart/pricing'
import { type CatalogView, kitchenOf } from '../catalog/store'

/** A slot that has no room left for the order (the kitchen's capacity: orders/capacity.ts). */
export const SLOT_FULL: Problems[string] = { key: 'order.slotFull' }

const SLOT_PROBLEMS: Record<Exclude<SlotProblem, 'paused'>, Problems[string]> = {
  tooSoon: { key: 'order.tooSoon', params: { minutes: KITCHEN_LEAD_MINUTES } },
  tooFar: { key: 'order.tooFar', params: { days: MAX_DAYS_AHEAD } },
  closed: { key: 'order.closed' },
  full: SLOT_FULL,
}

/** A paused kitchen's refusal: until when it takes orders again, or that it has paused. */
function pausedProblem(pause: OrderingPause, lang: Lang): Problems[string] {
  return pause.until
    ? { key: 'order.pausedUntil', params: { time: clockTime(pause.until, LOCALE_TAGS[lang]) } }
    : { key: 'order.paused' }
}

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
  /** The pickup restaurant the customer chose. */
  restaurant: Restaurant | null
  /** The restaurant that cooks the order: the pickup one, or the zone's for delivery. */
  kitchen: Restaurant | null
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
  const { maxLines, maxQuantity, maxTotal } = view.orderLimits
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

  // ASAP needs an open kitchen now that has not paused online ordering; a chosen time is one of
  // the slots the picker offers (after the pause, if any).
  const kitchens = restaurant ? [restaurant] : view.restaurants
  const kitchen = restaurant ?? (region ? kitchenOf(view.restaurants, region) : null)
  const pause = (kitchen && view.kitchens.get(kitchen.id)?.pause) ?? null
  const scheduledFor = request.time === 'asap' ? null : new Date(request.time)
  if (scheduledFor) {
    const problem = slotProblem(
      scheduledFor,
      now,
      kitchens.map((k) => k.hours),
      { resumes: resumesAt(pause) },
    )
    if (problem === 'paused') problems.time = pausedProblem(pause!, view.lang)
    else if (problem) problems.time = SLOT_PROBLEMS[problem]
  } else if (pause) {
    problems.time = pausedProblem(pause, view.lang)
  } else if (!kitchens.some((k) => isOpenAt(k.hours, now, LAST_ORDER_MINUTES))) {
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
    kitchen,
    scheduledFor,
    problems,
  }
}
