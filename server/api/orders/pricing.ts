import { offerLines, priceCart } from '#server/api/cart/pricing'
import type { CatalogView } from '#server/api/catalog/store'
import type { OfferContext } from '#server/api/offers/store'
import type { CartLine } from '#shared/cart'
import { LAST_ORDER_MINUTES, MAX_DAYS_AHEAD, MIN_CARD_PAYMENT } from '#shared/checkout'
import type { PricedLine } from '#shared/contract/cart'
import type { OrderRequest } from '#shared/contract/orders'
import type { Region, Restaurant } from '#shared/contract/places'
import type { OrderingPause } from '#shared/contract/site'
import { nextOrderMoment, takesOrderAt } from '#shared/hours'
import { translate } from '#shared/i18n'
import { type Lang, LOCALE_TAGS } from '#shared/locales'
import { type AppliedOffer, type OfferPricing, priceOffers } from '#shared/offers'
import { openingWhen } from '#shared/opening-time'
import {
  kitchenOf,
  resumesAt,
  type SlotKitchen,
  type SlotProblem,
  slotKitchen,
  slotProblem,
  soonestMinutes,
} from '#shared/slots'
import { clockTime } from '#shared/zone'
import { zoneAt } from './zone-at'

/** A slot that has no room left for the order (the kitchen's capacity: orders/capacity.ts). */
export const SLOT_FULL: Problems[string] = { key: 'order.slotFull' }

/** A slot's refusal: the soonest a time can be, the days ahead, full, or closed then. */
function slotRefusal(
  problem: Exclude<SlotProblem, 'paused'>,
  kitchen: SlotKitchen,
): Problems[string] {
  if (problem === 'tooSoon')
    return { key: 'order.tooSoon', params: { minutes: soonestMinutes(kitchen) } }
  if (problem === 'tooFar') return { key: 'order.tooFar', params: { days: MAX_DAYS_AHEAD } }
  if (problem === 'full') return SLOT_FULL
  return { key: 'order.closed' }
}

/** The kitchen takes no order now: when it next does, when that is within the week. */
function closedProblem(kitchen: SlotKitchen, lang: Lang, now: Date): Problems[string] {
  const opens = nextOrderMoment(kitchen.openings, now, LAST_ORDER_MINUTES)
  if (!opens) return { key: 'order.closed' }
  const when = openingWhen(opens, now, LOCALE_TAGS[lang])
  return { key: 'order.closedUntil', params: { time: translate(lang, when.key, when.params) } }
}

/** A paused kitchen's refusal: until when it takes orders again, or that it has paused. */
function pausedProblem(pause: OrderingPause, lang: Lang): Problems[string] {
  return pause.until
    ? { key: 'order.pausedUntil', params: { time: clockTime(pause.until, LOCALE_TAGS[lang]) } }
    : { key: 'order.paused' }
}

/** Why a promo code gives nothing, as its locale key (the minimum as a parameter). */
export function codeProblem({ reason, minSubtotal }: NonNullable<OfferPricing['codeRefusal']>) {
  return {
    key: `offer.refused.${reason}`,
    ...(minSubtotal === undefined ? {} : { params: { amount: minSubtotal } }),
  }
}

/**
 * The zone a delivery goes to. A point on the map decides it when zones have areas (the zone the
 * client names is not trusted then); without a point, or with no area drawn, the zone is chosen by
 * name as before zones had areas.
 */
function deliveryZone(view: CatalogView, request: OrderRequest, problems: Problems) {
  if (request.point && view.zoneAreas.length > 0) {
    const id = zoneAt(view.zoneAreas, request.point)
    const region = view.regions.find((r) => r.id === id) ?? null
    if (!region) problems.point = { key: 'order.outsideZones' }
    return region
  }
  const region = view.regions.find((r) => r.id === request.regionId) ?? null
  if (!region) problems.regionId = { key: 'validation.required' }
  return region
}

/** What blocks an order, per field, as locale keys with their parameters. */
export type Problems = Record<string, { key: string; params?: Record<string, string | number> }>

export type OrderPricing = {
  lines: PricedLine[]
  subtotal: number
  deliveryFee: number
  /** The offers the order gets, and what they take off together (a waived fee included). */
  offers: AppliedOffer[]
  discount: number
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
 * unavailable lines, the zone's minimum, closed hours, a time outside the kitchen's reach, bonuses,
 * a code that does not apply. Offers and bonuses follow the one rule of shared/offers.ts.
 */
export function priceOrder(
  view: CatalogView,
  request: OrderRequest,
  balance: number,
  now: Date,
  offers: OfferContext,
  /** Who takes the order: the shop's page sends a large one to the phone, staff on the phone cannot. */
  taker: 'shop' | 'phone' = 'shop',
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
    region = deliveryZone(view, request, problems)
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

  // The order follows the hours of the one kitchen that cooks it: ASAP needs it taking orders
  // now, not paused; a chosen time is one of the slots the picker offers for it.
  const kitchen = restaurant ?? (region ? kitchenOf(view.restaurants, region) : null)
  const pause = (kitchen && view.kitchens.get(kitchen.id)?.pause) ?? null
  const scheduledFor = request.time === 'asap' ? null : new Date(request.time)
  const rule = kitchen && slotKitchen(kitchen, region, now)
  if (rule && scheduledFor) {
    const problem = slotProblem(scheduledFor, now, rule, { resumes: resumesAt(pause) })
    if (problem === 'paused') problems.time = pausedProblem(pause!, view.lang)
    else if (problem) problems.time = slotRefusal(problem, rule)
  } else if (rule && pause) {
    problems.time = pausedProblem(pause, view.lang)
  } else if (rule && !takesOrderAt(rule.openings, now, LAST_ORDER_MINUTES)) {
    problems.time = closedProblem(rule, view.lang, now)
  }

  const priced = priceOffers(
    {
      lines: offerLines(view, quote.lines),
      subtotal,
      deliveryFee,
      orderType: request.orderType,
      zoneId: region?.id ?? null,
      at: now,
      firstOrder: offers.firstOrder,
      uses: offers.uses,
      code: request.promoCode ?? null,
      batchCode: offers.batchCode,
      bonus: {
        balance,
        capPercent: view.bonusRules.spendCapPercent,
        wanted: request.bonusToSpend,
      },
    },
    offers.offers,
  )
  const { bonusAllowed, bonusSpent, total } = priced
  if (priced.codeRefusal) problems.promoCode = codeProblem(priced.codeRefusal)
  if (request.bonusToSpend > bonusAllowed) {
    problems.bonusToSpend = { key: 'order.bonusCap', params: { amount: bonusAllowed } }
  }
  if (total > maxTotal) {
    const key = taker === 'phone' ? 'order.tooLargeByPhone' : 'order.tooLarge'
    problems.total = { key, params: { amount: maxTotal } }
  }
  if (request.paymentType === 'card_online' && total < MIN_CARD_PAYMENT) {
    problems.paymentType = { key: 'order.cardMinimum' }
  }
  return {
    lines: quote.lines,
    subtotal,
    deliveryFee,
    offers: priced.applied,
    discount: priced.discount,
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
