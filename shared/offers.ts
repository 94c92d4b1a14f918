import type { OpeningHours } from './contract/places'
import { localTime } from './hours'
import type { Localized } from './localized'

// The one pricing rule of offers (docs/offers.md): the server prices every order with it, the
// browser only shows what the server answered. Money is integer euro cents.

export const OFFER_KINDS = [
  'order_percent',
  'order_amount',
  'category_percent',
  'free_delivery',
  'dishes_percent',
  'dishes_amount',
  'free_dish',
  'n_for_m',
] as const
export type OfferKind = (typeof OFFER_KINDS)[number]

/** Which orders an offer is for. */
export const OFFER_ORDER_TYPES = ['any', 'delivery', 'pickup'] as const
export type OfferOrderType = (typeof OFFER_ORDER_TYPES)[number]

export type Offer = {
  id: number
  name: Localized
  kind: OfferKind
  /**
   * Percent (1–100) for the percent kinds, cents for a fixed amount, N for "N for the price of M",
   * 0 for free delivery and a free dish.
   */
  value: number
  /** The category a category percent or "N for the price of M" is for. */
  categoryId: number | null
  /** The chosen dishes an offer on dishes is for; the free dish is the first. */
  productIds: number[]
  /** A free dish: its paid options are free too (otherwise the customer pays them). */
  withOptions: boolean
  /** "N for the price of M": M (N is the value). */
  payFor: number | null
  /** Delivery zones it is for; none: any zone, and pickup. */
  zoneIds: number[]
  /** Upper-case (codes are typed in any case); null: automatic, it applies by itself. */
  code: string | null
  startsAt: Date | null
  endsAt: Date | null
  /** Week days with hours in Sofia time (Friday 18:00–23:00); none: any time. */
  hours: OpeningHours
  /** The subtotal (before any discount) the order must reach. */
  minSubtotal: number
  orderTypes: OfferOrderType
  firstOrderOnly: boolean
  perCustomerLimit: number | null
  totalLimit: number | null
  /** Among automatic offers that hold, the highest priority applies. */
  priority: number
  /** It has single-use codes generated in batches: it applies by one of them, never by itself. */
  batch: boolean
}

/** An offer as an order keeps it: named in four languages, with the code typed and its amount. */
export type AppliedOffer = {
  offerId: number
  name: Localized
  kind: OfferKind
  code: string | null
  amount: number
  /** The offer's terms when the order got it: a fix prices the order again with them. */
  value: number
  categoryId: number | null
  /** The dish kinds' terms (absent on orders placed before them). */
  productIds?: number[]
  withOptions?: boolean
  payFor?: number | null
}

/** Why an offer does not apply to this order now; a code's refusal is said to the customer. */
export type OfferRefusal =
  | 'unknown'
  | 'expired'
  | 'notYet'
  | 'notNow'
  | 'notForPickup'
  | 'notForDelivery'
  | 'firstOrderOnly'
  | 'used'
  | 'usedUp'
  | 'minimum'
  | 'notInCart'
  | 'notForZone'

/**
 * A priced line that counts for offers. The dish, its quantity and its price without options
 * matter to the dish kinds; an order's line fixed by staff may lack them (shared/order-fix.ts).
 */
export type OfferLine = {
  total: number
  categoryId: number | null
  productId?: number | null
  quantity?: number
  /** One unit's price without its options. */
  unitBase?: number
}

export type OfferOrder = {
  /** The priced lines that count (the ones the kitchen can cook), each with its category. */
  lines: readonly OfferLine[]
  subtotal: number
  /** The zone's fee for this order (0 for pickup or above the free-delivery threshold). */
  deliveryFee: number
  orderType: 'delivery' | 'pickup'
  /** The delivery zone; null for pickup, or not chosen yet (the cart's preview: not refused). */
  zoneId: number | null
  at: Date
  /** The customer has no order yet that was not cancelled. */
  firstOrder: boolean
  /** Uses of each offer so far (orders not cancelled): this customer's and everyone's. */
  uses: ReadonlyMap<number, { customer: number; total: number }>
  /** The code typed at checkout, as typed (compared without case), or null. */
  code: string | null
  /** The typed code when it is a single-use one of a batch: its offer, and whether an order holds it. */
  batchCode: { offerId: number; spent: boolean } | null
  bonus: { balance: number; capPercent: number; wanted: number }
}

export type OfferPricing = {
  applied: AppliedOffer[]
  /** Every applied offer's amount, the waived delivery fee included. */
  discount: number
  /** The most bonuses this order may take: the cap's share of what is left, or the balance. */
  bonusAllowed: number
  bonusSpent: number
  /** subtotal + deliveryFee − discount − bonusSpent, never below zero. */
  total: number
  /** Why the typed code gives nothing, with the minimum when that is the reason. */
  codeRefusal: { reason: OfferRefusal; minSubtotal?: number } | null
}

/** The most single-use codes a manager generates at once (a flyer's print run). */
export const MAX_CODE_BATCH = 1000

/**
 * A single-use code's letters: no 0/O, 1/I/L that a customer would mistype from a flyer. Ten of
 * them are 31^10 ≈ 8·10^14 codes, beyond guessing through the shop's rate limits.
 */
export const BATCH_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const BATCH_CODE_LENGTH = 10

/** An offer that applies by itself when its conditions hold: no code of its own, none of a batch. */
export const isAutomatic = (offer: Offer) => offer.code === null && !offer.batch

/** How a code is compared and stored: without spaces around, upper-case. */
export const normalCode = (code: string) => code.trim().toUpperCase()

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

/** Whether `at` falls in one of the offer's week windows (Sofia time); no windows is always. */
function inHours(hours: OpeningHours, at: Date): boolean {
  if (hours.length === 0) return true
  const { day, minutes } = localTime(at)
  return hours.some(
    (h) => h.day === day && minutesOf(h.open) <= minutes && minutes < minutesOf(h.close),
  )
}

/** Whether the offer's dates and week hours hold at `at`: what the menu shows, the order aside. */
export function timeRefusal(
  offer: Pick<Offer, 'startsAt' | 'endsAt' | 'hours'>,
  at: Date,
): 'expired' | 'notYet' | 'notNow' | null {
  if (offer.endsAt && at.getTime() >= offer.endsAt.getTime()) return 'expired'
  if (offer.startsAt && at.getTime() < offer.startsAt.getTime()) return 'notYet'
  if (!inHours(offer.hours, at)) return 'notNow'
  return null
}

/** The first condition the order misses, in the order a customer can act on it; null: it applies. */
export function refusalOf(offer: Offer, order: OfferOrder): OfferRefusal | null {
  const when = timeRefusal(offer, order.at)
  if (when) return when
  // Free delivery is for deliveries whatever the offer says.
  const deliveryOnly = offer.orderTypes === 'delivery' || offer.kind === 'free_delivery'
  if (deliveryOnly && order.orderType === 'pickup') return 'notForPickup'
  if (offer.orderTypes === 'pickup' && order.orderType === 'delivery') return 'notForDelivery'
  // An offer for chosen zones is for deliveries into them.
  if (offer.zoneIds.length > 0) {
    if (order.orderType === 'pickup') return 'notForPickup'
    if (order.zoneId !== null && !offer.zoneIds.includes(order.zoneId)) return 'notForZone'
  }
  if (offer.firstOrderOnly && !order.firstOrder) return 'firstOrderOnly'
  if (order.batchCode?.offerId === offer.id && order.batchCode.spent) return 'used'
  const uses = order.uses.get(offer.id) ?? { customer: 0, total: 0 }
  if (offer.perCustomerLimit !== null && uses.customer >= offer.perCustomerLimit) return 'used'
  if (offer.totalLimit !== null && uses.total >= offer.totalLimit) return 'usedUp'
  // The amount a free dish is "above" does not count the free dish itself.
  const free = offer.kind === 'free_dish' ? freeUnit(offer, order.lines) : null
  if (order.subtotal - (free?.total ?? 0) < offer.minSubtotal) return 'minimum'
  if (FOR_DISHES.has(offer.kind) && amountOf(offer, order.lines, order.subtotal, 0) === 0)
    return 'notInCart'
  return null
}

/** The kinds that are for some dishes: a cart without them gets nothing ("nothing it is for"). */
const FOR_DISHES: ReadonlySet<OfferKind> = new Set([
  'category_percent',
  'dishes_percent',
  'dishes_amount',
  'free_dish',
  'n_for_m',
])

type Terms = Pick<Offer, 'kind' | 'value' | 'categoryId'> &
  Partial<Pick<Offer, 'productIds' | 'withOptions' | 'payFor'>>

const inCategory = (offer: Pick<Offer, 'categoryId'>) => (line: OfferLine) =>
  line.total > 0 && line.categoryId === offer.categoryId

const ofDishes = (offer: Terms) => (line: OfferLine) =>
  line.total > 0 && line.productId != null && (offer.productIds ?? []).includes(line.productId)

const sumOf = (lines: readonly OfferLine[]) => lines.reduce((sum, l) => sum + l.total, 0)

const percentOf = (base: number, percent: number) => Math.round((base * percent) / 100)

/** One unit of each line, at its price with options (a line's total is its unit times its quantity). */
const unitsOf = (lines: readonly OfferLine[]) =>
  lines.flatMap((line) => {
    const quantity = line.quantity ?? 1
    return Array.from({ length: quantity }, () => Math.round(line.total / quantity))
  })

/**
 * The unit of the free dish the order gets: the cheapest one in the cart as chosen (`total`), and
 * what is free of it (`free`): all of it with its options, or only the dish's own price.
 */
function freeUnit(offer: Terms, lines: readonly OfferLine[]) {
  const dish = offer.productIds?.[0]
  const units = lines
    .filter((line) => line.total > 0 && line.productId != null && line.productId === dish)
    .map((line) => {
      const total = Math.round(line.total / (line.quantity ?? 1))
      return { total, free: offer.withOptions ? total : Math.min(total, line.unitBase ?? total) }
    })
    .sort((a, b) => a.total - b.total)
  return units[0] ?? null
}

/** "N for the price of M" in a category: of each N units, dearest first, the cheapest N − M are free. */
function nForM(offer: Terms, lines: readonly OfferLine[]): number {
  const n = offer.value
  const m = offer.payFor ?? n
  if (n < 1 || m >= n) return 0
  const units = unitsOf(lines.filter(inCategory(offer))).sort((a, b) => b - a)
  let free = 0
  for (let start = 0; start + n <= units.length; start += n) {
    for (let i = start + m; i < start + n; i++) free += units[i]!
  }
  return free
}

/**
 * What an offer takes off, given the dishes' money not yet discounted (`left`) and the delivery
 * fee not yet waived: never more than either.
 */
function amountOf(
  offer: Terms,
  lines: readonly OfferLine[],
  left: number,
  feeLeft: number,
): number {
  switch (offer.kind) {
    case 'order_percent':
      return Math.min(left, percentOf(left, offer.value))
    case 'order_amount':
      return Math.min(left, offer.value)
    case 'category_percent':
      return Math.min(left, percentOf(sumOf(lines.filter(inCategory(offer))), offer.value))
    case 'dishes_percent':
      return Math.min(left, percentOf(sumOf(lines.filter(ofDishes(offer))), offer.value))
    case 'dishes_amount':
      return Math.min(left, sumOf(lines.filter(ofDishes(offer))), offer.value)
    case 'free_dish':
      return Math.min(left, freeUnit(offer, lines)?.free ?? 0)
    case 'n_for_m':
      return Math.min(left, nForM(offer, lines))
    case 'free_delivery':
      return feeLeft
  }
}

/**
 * Prices an order's offers, then its bonuses. The rule: at most one automatic offer (of those
 * that hold, the highest priority, then the larger discount, then the older) and at most one
 * code, applied after it on what is left. Bonuses pay at most the spend cap's share of the
 * dishes' money that is left; the total never goes below zero.
 */
export function priceOffers(order: OfferOrder, offers: readonly Offer[]): OfferPricing {
  let left = order.subtotal
  let feeLeft = order.deliveryFee
  const applied: AppliedOffer[] = []
  const apply = (offer: Offer, amount: number, code = offer.code) => {
    if (offer.kind === 'free_delivery') feeLeft -= amount
    else left -= amount
    applied.push({
      offerId: offer.id,
      name: offer.name,
      kind: offer.kind,
      code,
      amount,
      value: offer.value,
      categoryId: offer.categoryId,
      productIds: offer.productIds,
      withOptions: offer.withOptions,
      payFor: offer.payFor,
    })
  }

  const automatic = offers
    .filter((offer) => isAutomatic(offer) && refusalOf(offer, order) === null)
    .map((offer) => ({ offer, amount: amountOf(offer, order.lines, left, feeLeft) }))
    .filter(({ amount }) => amount > 0)
    .sort(
      (a, b) =>
        b.offer.priority - a.offer.priority || b.amount - a.amount || a.offer.id - b.offer.id,
    )[0]
  if (automatic) apply(automatic.offer, automatic.amount)

  let codeRefusal: OfferPricing['codeRefusal'] = null
  if (order.code !== null && normalCode(order.code) !== '') {
    const typed = normalCode(order.code)
    const batch = order.batchCode
    const offer = offers.find((o) => o.code === typed || (batch !== null && o.id === batch.offerId))
    const reason = offer ? refusalOf(offer, order) : 'unknown'
    if (offer && reason === null) apply(offer, amountOf(offer, order.lines, left, feeLeft), typed)
    else if (reason === 'minimum') codeRefusal = { reason, minSubtotal: offer!.minSubtotal }
    else codeRefusal = { reason: reason ?? 'unknown' }
  }

  const cap = Math.floor((left * order.bonus.capPercent) / 100)
  const bonusAllowed = Math.max(0, Math.min(cap, order.bonus.balance))
  const bonusSpent = Math.min(order.bonus.wanted, bonusAllowed)
  const discount = applied.reduce((sum, a) => sum + a.amount, 0)
  return {
    applied,
    discount,
    bonusAllowed,
    bonusSpent,
    total: Math.max(0, left + feeLeft - bonusSpent),
    codeRefusal,
  }
}

/**
 * An order's offers priced again on the dishes it has after a fix (shared/order-fix.ts): the same
 * offers, in the same order, with their terms as at placement. A percent is taken of the dishes
 * left, a fixed amount never more than them, free delivery stays (so does the fee). Conditions are
 * not asked again: the minimum, the hours and the limits held when the order was placed, and the
 * kitchen's shortfall does not take a discount away. So a fix never makes the customer pay more.
 */
export function repriceOffers(
  applied: readonly AppliedOffer[],
  lines: readonly OfferLine[],
): AppliedOffer[] {
  let left = lines.reduce((sum, line) => sum + line.total, 0)
  return applied.map((offer) => {
    if (offer.kind === 'free_delivery') return offer
    const priced = amountOf(offer, lines, left, 0)
    // A fixed order's lines lack the dish's price without options: a free dish never gives more than it did.
    const amount = offer.kind === 'free_dish' ? Math.min(priced, offer.amount) : priced
    left -= amount
    return { ...offer, amount }
  })
}

/** The dishes' money the customer paid (bonuses and discounts off, the fee not counted): cashback's base. */
export function paidForDishes(order: {
  subtotal: number
  bonusSpent: number
  offers: readonly Pick<AppliedOffer, 'kind' | 'amount'>[]
}): number {
  const dishesOff = order.offers
    .filter((offer) => offer.kind !== 'free_delivery')
    .reduce((sum, offer) => sum + offer.amount, 0)
  return Math.max(0, order.subtotal - dishesOff - order.bonusSpent)
}
