import type { CardOffer } from '#shared/contract/catalog'
import type { OfferFigure } from '#shared/figures'
import { restaurantDay, restaurantMoment } from '#shared/hours'
import { translate } from '#shared/i18n'
import { type Lang, LOCALE_TAGS } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { isAutomatic, type Offer, timeRefusal } from '#shared/offers'
import { RESTAURANT_ZONE } from '#shared/zone'

// What the shop shows of the offers (docs/offers.md, "In the shop"): a badge and the price after
// it on the dishes a running automatic per-dish offer is for, a line on the menu for an order-wide
// one, and a promotion's link to the offer it names with its figures. Only the offer's own time is
// known here (no cart, no customer): the quote decides the rest.

const DAY_MS = 24 * 60 * 60_000

/** The automatic offers running at `now` by their dates and week hours, the highest priority first. */
export function runningOffers(offers: readonly Offer[], now: Date): Offer[] {
  return offers
    .filter((offer) => isAutomatic(offer) && timeRefusal(offer, now) === null)
    .sort((a, b) => b.priority - a.priority || a.id - b.id)
}

/**
 * The next moment after `now` one of these offers starts or stops by its dates or hours: the menu
 * built before it expires then, so no page shows an offer after it ended.
 */
export function nextOfferChange(offers: readonly Offer[], now: Date): number {
  const days = Array.from({ length: 8 }, (_, i) =>
    restaurantDay(new Date(now.getTime() + i * DAY_MS)),
  )
  const moments = offers.flatMap((offer) => [
    offer.startsAt?.getTime(),
    offer.endsAt?.getTime(),
    // Every day's opening and closing times of its windows (the weekday does not matter: one
    // change too many only rebuilds the menu once more).
    ...offer.hours.flatMap((h) =>
      days.flatMap((day) => [
        restaurantMoment(day, h.open).getTime(),
        restaurantMoment(day, h.close).getTime(),
      ]),
    ),
  ])
  return Math.min(
    Number.POSITIVE_INFINITY,
    ...moments.filter((at): at is number => at !== undefined && at > now.getTime()),
  )
}

/** The conditions a customer must know before counting on the offer, as a short sentence. */
function conditions(offer: Offer, lang: Lang): string {
  return [
    offer.minSubtotal > 0 &&
      translate(lang, 'offers.shown.minimum', { amount: formatPrice(offer.minSubtotal, lang) }),
    offer.orderTypes === 'pickup' && translate(lang, 'offers.shown.pickupOnly'),
    offer.orderTypes === 'delivery' && translate(lang, 'offers.shown.deliveryOnly'),
    offer.firstOrderOnly && translate(lang, 'offers.shown.firstOrder'),
    offer.zoneIds.length > 0 && translate(lang, 'offers.shown.someZones'),
  ]
    .filter(Boolean)
    .join(', ')
}

/** An offer's price is shown struck on the card only when every order gets it. */
const unconditional = (offer: Offer) =>
  offer.minSubtotal === 0 &&
  offer.orderTypes === 'any' &&
  !offer.firstOrderOnly &&
  offer.zoneIds.length === 0

/**
 * The badge of each dish of a category a running per-dish offer is for (the first by priority),
 * by category id.
 */
export function categoryBadges(running: readonly Offer[], lang: Lang) {
  const byCategory = new Map<number, (price: number) => CardOffer>()
  for (const offer of running) {
    if (offer.kind !== 'category_percent' || offer.categoryId === null) continue
    if (byCategory.has(offer.categoryId)) continue
    const badge = translate(lang, 'offers.shown.percent', { percent: offer.value })
    const said = conditions(offer, lang)
    byCategory.set(offer.categoryId, (price) => ({
      badge,
      name: said ? `${offer.name[lang]} (${said})` : offer.name[lang],
      price: unconditional(offer) ? price - Math.round((price * offer.value) / 100) : null,
    }))
  }
  return byCategory
}

/** The menu's line for each running order-wide offer ("Weekend: −10% on the whole order, from €30"). */
export function orderOffers(running: readonly Offer[], lang: Lang): string[] {
  return running.flatMap((offer) => {
    if (offer.kind === 'category_percent') return []
    const what = translate(lang, `offers.shown.${offer.kind}`, {
      percent: offer.value,
      amount: formatPrice(offer.value, lang),
      count: offer.value,
      paid: offer.payFor ?? offer.value,
    })
    const said = conditions(offer, lang)
    return [`${offer.name[lang]}: ${what}${said ? `, ${said}` : ''}`]
  })
}

/** A promotion's offer: the code its link keeps, or that it ended (its last day passed, or switched off). */
export function promotionOffer(offer: Offer & { active: boolean }, now: Date) {
  const ended = !offer.active || timeRefusal({ ...offer, hours: [] }, now) === 'expired'
  return { code: ended ? null : offer.code, ended }
}

/** The offer's figures a promotion's text names: "{{offerDiscount}} with {{offerCode}}". */
export function offerFigures(offer: Offer, lang: Lang): Partial<Record<OfferFigure, string>> {
  const discount = offer.kind.endsWith('percent')
    ? `${offer.value}%`
    : offer.kind.endsWith('amount')
      ? formatPrice(offer.value, lang)
      : translate(lang, `offers.shown.${offer.kind}`, {
          count: offer.value,
          paid: offer.payFor ?? offer.value,
        })
  return {
    offerDiscount: discount,
    offerMinimum: formatPrice(offer.minSubtotal, lang),
    ...(offer.code ? { offerCode: offer.code } : {}),
    // Its last day, as the console set it: the moment it ends is that day's midnight after.
    ...(offer.endsAt
      ? {
          offerLastDay: new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
            day: 'numeric',
            month: 'long',
            timeZone: RESTAURANT_ZONE,
          }).format(new Date(offer.endsAt.getTime() - 1)),
        }
      : {}),
  }
}
