import { countOrText, parseEuros, toEuros } from '#client/console/form/price-input'
import { type DayRow, hoursOf, weekRows } from '#client/console/places/week-hours'
import type { OperatorOffer } from '#shared/contract/operator/offers'
import type { Localized } from '#shared/localized'
import type { OfferKind, OfferOrderType } from '#shared/offers'

/** An offer as its form holds it: figures as typed, until the API judges them. */
export type OfferDraft = {
  name: Localized
  kind: OfferKind
  /** A percent, euros for a fixed amount, or N of "N for the price of M". */
  value: string
  categoryId: string
  productIds: number[]
  withOptions: boolean
  payFor: string
  zoneIds: number[]
  code: string
  startsOn: string
  endsOn: string
  week: DayRow[]
  minSubtotal: string
  orderTypes: OfferOrderType
  firstOrderOnly: boolean
  perCustomerLimit: string
  totalLimit: string
  priority: string
  active: boolean
}

export const NEW_OFFER: OfferDraft = {
  name: { bg: '', ru: '', en: '', uk: '' },
  kind: 'order_percent',
  value: '',
  categoryId: '',
  productIds: [],
  withOptions: false,
  payFor: '',
  zoneIds: [],
  code: '',
  startsOn: '',
  endsOn: '',
  week: weekRows([]),
  minSubtotal: '',
  orderTypes: 'any',
  firstOrderOnly: false,
  perCustomerLimit: '',
  totalLimit: '',
  priority: '0',
  active: true,
}

const isAmount = (kind: OfferKind) => kind === 'order_amount' || kind === 'dishes_amount'

/** The kinds with no figure of their own: the fee, or the dish, is what is free. */
export const hasNoValue = (kind: OfferKind) => kind === 'free_delivery' || kind === 'free_dish'
/** The kinds for a category, and the kinds for chosen dishes. */
export const forCategory = (kind: OfferKind) => kind === 'category_percent' || kind === 'n_for_m'
export const forDishes = (kind: OfferKind) =>
  kind === 'dishes_percent' || kind === 'dishes_amount' || kind === 'free_dish'

/** The form of an offer as the API answered it. */
export function draftOf(offer: OperatorOffer): OfferDraft {
  const count = (n: number | null) => (n === null ? '' : String(n))
  return {
    name: offer.name,
    kind: offer.kind,
    value: isAmount(offer.kind) ? toEuros(offer.value) : String(offer.value),
    categoryId: count(offer.categoryId),
    productIds: offer.productIds,
    withOptions: offer.withOptions,
    payFor: count(offer.payFor),
    zoneIds: offer.zoneIds,
    code: offer.code ?? '',
    startsOn: offer.startsOn ?? '',
    endsOn: offer.endsOn ?? '',
    week: weekRows(offer.hours),
    minSubtotal: offer.minSubtotal ? toEuros(offer.minSubtotal) : '',
    orderTypes: offer.orderTypes,
    firstOrderOnly: offer.firstOrderOnly,
    perCustomerLimit: count(offer.perCustomerLimit),
    totalLimit: count(offer.totalLimit),
    priority: String(offer.priority),
    active: offer.active,
  }
}

/** Euros typed, in cents; a typo goes as typed, for the API to refuse on its field. */
const euros = (text: string) => parseEuros(text) ?? text
const limit = (text: string) => (text.trim() === '' ? null : countOrText(text))

/** The request's fields: what is not a figure goes as typed, for the API to refuse on its field. */
export function requestOf(draft: OfferDraft) {
  const { week, ...fields } = draft
  return {
    ...fields,
    value: hasNoValue(draft.kind)
      ? 0
      : isAmount(draft.kind)
        ? euros(draft.value)
        : countOrText(draft.value),
    categoryId: forCategory(draft.kind) ? limit(draft.categoryId) : null,
    productIds: forDishes(draft.kind) ? draft.productIds : [],
    withOptions: draft.kind === 'free_dish' && draft.withOptions,
    payFor: draft.kind === 'n_for_m' ? limit(draft.payFor) : null,
    startsOn: draft.startsOn || null,
    endsOn: draft.endsOn || null,
    hours: hoursOf(week),
    minSubtotal: draft.minSubtotal.trim() === '' ? 0 : euros(draft.minSubtotal),
    perCustomerLimit: limit(draft.perCustomerLimit),
    totalLimit: limit(draft.totalLimit),
    priority: countOrText(draft.priority),
  }
}
