import { countOrText, parseEuros, toEuros } from '#client/console/form/price-input'
import { type DayRow, hoursOf, weekRows } from '#client/console/places/week-hours'
import type { Localized } from '#shared/localized'
import type { OfferKind, OfferOrderType } from '#shared/offers'
import type { ConsoleOffer } from '../catalog-types'

/** An offer as its form holds it: figures as typed, until the API judges them. */
export type OfferDraft = {
  name: Localized
  kind: OfferKind
  /** A percent, or euros for a fixed amount. */
  value: string
  categoryId: string
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

const isAmount = (kind: OfferKind) => kind === 'order_amount'

/** The form of an offer as the API answered it. */
export function draftOf(offer: ConsoleOffer): OfferDraft {
  const count = (n: number | null) => (n === null ? '' : String(n))
  return {
    name: offer.name,
    kind: offer.kind,
    value: isAmount(offer.kind) ? toEuros(offer.value) : String(offer.value),
    categoryId: count(offer.categoryId),
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
    value:
      draft.kind === 'free_delivery'
        ? 0
        : isAmount(draft.kind)
          ? euros(draft.value)
          : countOrText(draft.value),
    categoryId: draft.kind === 'category_percent' ? limit(draft.categoryId) : null,
    startsOn: draft.startsOn || null,
    endsOn: draft.endsOn || null,
    hours: hoursOf(week),
    minSubtotal: draft.minSubtotal.trim() === '' ? 0 : euros(draft.minSubtotal),
    perCustomerLimit: limit(draft.perCustomerLimit),
    totalLimit: limit(draft.totalLimit),
    priority: countOrText(draft.priority),
  }
}
