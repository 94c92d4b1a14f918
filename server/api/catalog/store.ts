import { asc, desc, getTableColumns } from 'drizzle-orm'
import { hasBatchCodes } from '#server/api/offers/codes'
import type { ZoneArea } from '#server/api/orders/zone-at'
import type { Database } from '#server/db/client'
import { sharedWork } from '#server/db/queue'
import * as t from '#server/db/schema'
import type { Allergens } from '#shared/allergens'
import { LAST_ORDER_MINUTES, MAX_DAYS_AHEAD } from '#shared/checkout'
import { bonusRulesOf } from '#shared/contract/bonuses'
import type {
  Category,
  MenuSection,
  ModifierGroup,
  ModifierOption,
  Product,
  ProductCard,
  Promotion,
  Tag,
} from '#shared/contract/catalog'
import type { LegalPage } from '#shared/contract/legal'
import { orderLimitsOf } from '#shared/contract/orders'
import type { Region, Restaurant } from '#shared/contract/places'
import type {
  DictionaryItem,
  OrderingPause,
  SiteOptions,
  SiteSettings,
  Social,
} from '#shared/contract/site'
import {
  nextChange,
  nextOrderMoment,
  openings,
  restaurantDay,
  restaurantMoment,
} from '#shared/hours'
import { translate } from '#shared/i18n'
import { imagePath } from '#shared/images'
import type { LegalDoc } from '#shared/legal'
import { type Lang, LOCALE_TAGS } from '#shared/locales'
import { isAutomatic, type Offer } from '#shared/offers'
import { openingWhen } from '#shared/opening-time'
import { asapMinutes, type KitchenPace, type SlotCapacity } from '#shared/promise'
import { kitchenOf } from '#shared/slots'
import { clockTime } from '#shared/zone'
import { shopFigures, withFigures } from './figures'
import {
  categoryBadges,
  nextOfferChange,
  offerFigures,
  orderOffers,
  promotionOffer,
  runningOffers,
} from './shown-offers'
import { traderFigures, traderIn } from './trader'

type Rows = Awaited<ReturnType<typeof loadRows>>

const DAY_MS = 24 * 60 * 60_000

/** The sentence every page shows while a kitchen is paused, written here so pages carry no logic. */
function pauseNotice(kitchen: string, pause: OrderingPause, lang: Lang): string {
  const said = pause.until
    ? translate(lang, 'shell.pausedUntil', {
        kitchen,
        time: clockTime(pause.until, LOCALE_TAGS[lang]),
      })
    : translate(lang, 'shell.paused', { kitchen })
  return pause.reason ? `${said} ${pause.reason}` : said
}

/**
 * When no kitchen takes an order now: the sentence every storefront page shows, with the soonest
 * moment one does ("Closed now · order for tomorrow from 11:00"). Null while one does.
 */
function closedNotice(kitchens: readonly Kitchen[], lang: Lang, now: Date) {
  if (kitchens.length === 0 || kitchens.some((k) => k.takingOrders)) return null
  const opens = kitchens
    .flatMap((k) => (k.opensAt ? [k.opensAt.getTime()] : []))
    .sort((a, b) => a - b)[0]
  if (opens === undefined) return { opensAt: null, notice: translate(lang, 'shell.closedWeek') }
  const when = openingWhen(new Date(opens), now, LOCALE_TAGS[lang])
  return {
    opensAt: new Date(opens).toISOString(),
    notice: translate(lang, 'shell.closed', { when: translate(lang, when.key, when.params) }),
  }
}

async function loadRows(db: Database) {
  const [
    categories,
    products,
    groups,
    options,
    links,
    promotions,
    regions,
    restaurants,
    paymentTypes,
    orderTypes,
    socials,
    site,
    placeholders,
    legal,
    allOffers,
  ] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.sort), asc(t.categories.id)),
    db.select().from(t.products).orderBy(asc(t.products.sort), asc(t.products.id)),
    db.select().from(t.modifierGroups),
    db
      .select()
      .from(t.modifierOptions)
      .orderBy(asc(t.modifierOptions.sort), asc(t.modifierOptions.id)),
    db.select().from(t.productModifierGroups).orderBy(asc(t.productModifierGroups.sort)),
    db.select().from(t.promotions).orderBy(asc(t.promotions.sort), asc(t.promotions.id)),
    db.select().from(t.regions).orderBy(asc(t.regions.sort), asc(t.regions.id)),
    db.select().from(t.restaurants).orderBy(asc(t.restaurants.sort), asc(t.restaurants.id)),
    db.select().from(t.paymentTypes).orderBy(asc(t.paymentTypes.sort)),
    db.select().from(t.orderTypes).orderBy(asc(t.orderTypes.sort)),
    db.select().from(t.socials).orderBy(asc(t.socials.sort)),
    db.select().from(t.siteValues),
    db.select({ key: t.images.key, placeholder: t.images.placeholder }).from(t.images),
    // Each legal page's current version: the highest.
    db
      .selectDistinctOn([t.legalVersions.doc])
      .from(t.legalVersions)
      .orderBy(t.legalVersions.doc, desc(t.legalVersions.version)),
    db
      .select({ ...getTableColumns(t.offers), batch: hasBatchCodes })
      .from(t.offers)
      .orderBy(asc(t.offers.id)),
  ])
  return {
    categories,
    products,
    groups,
    options,
    links,
    promotions,
    regions,
    restaurants,
    paymentTypes,
    orderTypes,
    socials,
    site,
    placeholders,
    legal,
    offers: allOffers,
  }
}

/** Everything the storefront reads, in one language, with lookups by id and slug. */
export type CatalogView = ReturnType<typeof localize>

export type Kitchen = {
  id: number
  name: string
  pace: KitchenPace
  /** Online ordering paused: until when (null: until switched back) and why. */
  pause: OrderingPause | null
  /** At most this many orders and this amount (cents) per 15-minute slot; null: no limit. */
  capacity: SlotCapacity
  /** Taking orders for as soon as possible now: open (before its last order) and not paused. */
  takingOrders: boolean
  /** When not: the next moment it does, in the week ahead (null: none, or paused for good). */
  opensAt: Date | null
}

type Stoppable = { available: boolean; unavailableUntil: Date | null }

/** On the stop-list at `now`: switched off, and its time to come back (if any) not reached. */
export const stoppedAt = (row: Stoppable, now: Date) =>
  !row.available && !(row.unavailableUntil && row.unavailableUntil <= now)

/** Still running at `now`: a switch that is on, and its end (if any) not reached. */
export const onAt = (on: boolean, until: Date | null, now: Date) => on && !(until && until <= now)

/**
 * When a switch being set at `now` began: kept while it was already running, `now` when it starts
 * (again), null once off. The board reminds of one left on for hours
 * (client/console/orders/reminders.ts).
 */
export const startedAt = (on: boolean, wasRunning: boolean, since: Date | null, now: Date) =>
  on ? (wasRunning ? (since ?? now) : now) : null

/** The offers the shop shows: the switched-on automatic ones, and those a promotion names. */
function shownOffers(rows: Rows): Offer[] {
  const named = new Set(rows.promotions.flatMap((p) => (p.active && p.offerId ? [p.offerId] : [])))
  return rows.offers
    .filter((offer) => offer.active && (isAutomatic(offer) || named.has(offer.id)))
    .map(({ active: _, ...offer }) => offer)
}

/**
 * The next moment something ends by itself after `now` (a stop, busy mode, a pause): the views
 * built before it expire then.
 */
function nextReturn(rows: Rows, now: Date): number {
  const ends = [
    // Midnight: "today" and "tomorrow" in what the storefront says move on.
    restaurantMoment(restaurantDay(new Date(now.getTime() + DAY_MS)), '00:00'),
    // A kitchen opening, or taking its last order: the storefront says open or closed.
    ...rows.restaurants.flatMap((r) => {
      const next = nextChange(openings(r, now, 2), now, LAST_ORDER_MINUTES)
      return next ? [new Date(next)] : []
    }),
    ...[...rows.products, ...rows.options]
      .filter((row) => stoppedAt(row, now))
      .map((row) => row.unavailableUntil),
    ...rows.restaurants.flatMap((r) => [
      onAt(r.busyMinutes > 0, r.busyUntil, now) ? r.busyUntil : null,
      onAt(r.paused, r.pausedUntil, now) ? r.pausedUntil : null,
    ]),
  ].flatMap((end) => (end ? [end.getTime()] : []))
  // An offer starting or ending: the menu's badges and prices, a promotion's link change.
  return Math.min(nextOfferChange(shownOffers(rows), now), ...ends)
}

/**
 * A kitchen's pace and pause as they are at `now` (busy mode and a pause end by themselves), and
 * whether it takes orders now, by its own hours (shared/hours.ts), or from when.
 */
function kitchenAt(r: Rows['restaurants'][number], lang: Lang, now: Date): Kitchen {
  const paused = onAt(r.paused, r.pausedUntil, now)
  const spans = openings(r, now, MAX_DAYS_AHEAD + 1)
  // Paused until switched back: no moment ahead is known.
  const resumes = paused ? r.pausedUntil : now
  const next = resumes ? nextOrderMoment(spans, resumes, LAST_ORDER_MINUTES) : null
  const takingOrders = next !== null && next.getTime() === now.getTime()
  return {
    id: r.id,
    name: r.name[lang],
    pace: {
      prepMinutes: r.prepMinutes,
      queueOrders: r.queueOrders,
      queueMinutes: r.queueMinutes,
      busyMinutes: onAt(r.busyMinutes > 0, r.busyUntil, now) ? r.busyMinutes : 0,
    },
    capacity: { orders: r.slotOrders, amount: r.slotAmount },
    pause: paused
      ? { until: r.pausedUntil?.toISOString() ?? null, reason: r.pauseReason?.[lang] || null }
      : null,
    takingOrders,
    opensAt: takingOrders ? null : (next ?? null),
  }
}

function localize(rows: Rows, lang: Lang, now: Date) {
  const stopped = (row: Stoppable) => stoppedAt(row, now)
  const blurred = new Map(rows.placeholders.map((row) => [imagePath(row.key), row.placeholder]))
  const placeholder = (image: string | null) => (image && blurred.get(image)) || null
  const categorySlug = new Map(rows.categories.map((c) => [c.id, c.slug]))
  const categoryName = new Map(rows.categories.map((c) => [c.id, c.name[lang]]))
  const groupsOf = new Map<number, number[]>()
  for (const link of rows.links) {
    groupsOf.set(link.productId, [...(groupsOf.get(link.productId) ?? []), link.groupId])
  }
  const option = (o: Rows['options'][number]): ModifierOption => ({
    id: o.id,
    slug: o.slug,
    name: o.name[lang],
    price: o.price,
    maxQuantity: o.maxQuantity,
    allergens: o.allergens as Allergens,
  })
  const modifierGroups = new Map<number, ModifierGroup>(
    rows.groups.map((g) => [
      g.id,
      {
        id: g.id,
        slug: g.slug,
        name: g.name[lang],
        required: g.required,
        min: g.min,
        max: g.max,
        // A stop-listed option is not offered; a cart that chose it earlier is refused.
        options: rows.options.filter((o) => o.groupId === g.id && !stopped(o)).map(option),
      },
    ]),
  )
  const stoppedOptions = new Map(rows.options.filter(stopped).map((o) => [o.id, option(o)]))
  const running = runningOffers(shownOffers(rows), now)
  const offerById = new Map(rows.offers.map((offer) => [offer.id, offer]))
  const badges = categoryBadges(running, lang)
  const cards: ProductCard[] = rows.products.map((p) => ({
    id: p.id,
    slug: p.slug,
    categoryId: p.categoryId,
    categorySlug: categorySlug.get(p.categoryId) ?? '',
    name: p.name[lang],
    description: p.description[lang],
    price: p.price,
    weightGrams: p.weightGrams,
    pieces: p.pieces,
    volumeMl: p.volumeMl,
    tags: p.tags as Tag[],
    allergens: p.allergens as Allergens,
    popularity: p.popularity,
    image: p.image,
    placeholder: placeholder(p.image),
    available: !stopped(p),
    // A stop that ends by itself says when: the storefront shows "back at".
    backAt: stopped(p) ? (p.unavailableUntil?.toISOString() ?? null) : null,
    hasModifiers: (groupsOf.get(p.id)?.length ?? 0) > 0,
    offer: badges.get(p.categoryId)?.(p.price) ?? null,
  }))
  const cardBySlug = new Map(cards.map((c) => [c.slug, c]))
  const products: Product[] = rows.products.map((p, index) => ({
    ...cards[index]!,
    categoryName: categoryName.get(p.categoryId) ?? '',
    modifierGroups: (groupsOf.get(p.id) ?? []).flatMap((id) => modifierGroups.get(id) ?? []),
    related: p.related.flatMap((slug) => cardBySlug.get(slug) ?? []),
    names: p.name,
  }))
  const sections: MenuSection[] = rows.categories.map((c) => {
    const inCategory = cards.filter((p) => p.categoryId === c.id)
    return {
      id: c.id,
      slug: c.slug,
      sort: c.sort,
      name: c.name[lang],
      description: c.description[lang],
      productCount: inCategory.length,
      image: c.image,
      placeholder: placeholder(c.image),
      products: inCategory,
    }
  })
  const categories: Category[] = sections.map(({ products: _, ...category }) => category)
  const kitchens = new Map(rows.restaurants.map((r) => [r.id, kitchenAt(r, lang, now)]))
  const kitchenList = [...kitchens.values()]
  const site = new Map(rows.site.map((row) => [row.key, row.value]))
  const banner = () => {
    const image = (site.get('banner') as { image?: string } | undefined)?.image
    return image ? { image, placeholder: placeholder(image) } : null
  }
  const options = (site.get('options') ?? {}) as Record<
    string,
    Partial<Record<Lang, string>> | null
  >
  const bonusRules = bonusRulesOf(site.get('bonus_rules'))
  const figures = shopFigures(bonusRules, rows.regions, lang)
  const text = (localized: string) => withFigures(localized, figures)
  const trader = traderIn(site.get('trader'), lang)
  return {
    lang,
    /** Fills the shop's texts' {{figures}} in this language, as the shop shows them. */
    text,
    categories,
    sections,
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    productBySlug: new Map(products.map((p) => [p.slug, p])),
    /** Modifier options on the stop-list, by id: a cart line choosing one cannot be ordered. */
    stoppedOptions,
    /** Every modifier option by id, stopped or not: what an order placed earlier chose. */
    optionById: new Map(rows.options.map((o) => [o.id, option(o)])),
    promotions: rows.promotions
      .filter((p) => p.active)
      .map((p): Promotion => {
        const offer = p.offerId === null ? undefined : offerById.get(p.offerId)
        // The offer's {{figures}} too, from its data: the text says what the order gets.
        const said = (localized: string) =>
          offer ? withFigures(text(localized), offerFigures(offer, lang)) : text(localized)
        return {
          id: p.id,
          slug: p.slug,
          sort: p.sort,
          kind: p.kind,
          title: said(p.title[lang]),
          summary: said(p.summary[lang]),
          body: said(p.body[lang]),
          image: p.image,
          placeholder: placeholder(p.image),
          offer: offer ? promotionOffer(offer, now) : null,
        }
      }),
    regions: rows.regions.map((r): Region => {
      const kitchen = kitchenOf(kitchenList, { restaurantId: r.restaurantId })
      return {
        id: r.id,
        slug: r.slug,
        name: r.name[lang],
        deliveryFee: r.deliveryFee,
        minOrder: r.minOrder,
        freeDeliveryFrom: r.freeDeliveryFrom,
        etaMinutes: r.etaMinutes,
        promiseMinutes: kitchen ? asapMinutes(kitchen.pace, r.etaMinutes, 0) : r.etaMinutes,
        restaurantId: r.restaurantId,
        takingOrders: kitchen?.takingOrders ?? false,
        opensAt: kitchen?.opensAt?.toISOString() ?? null,
      }
    }),
    /** The zones drawn on the map, first listed first: their own answer, never page data (an area can be large). */
    zoneAreas: rows.regions.flatMap((r): ZoneArea[] =>
      r.area ? [{ regionId: r.id, area: r.area }] : [],
    ),
    restaurants: rows.restaurants.map(
      (r): Restaurant => ({
        id: r.id,
        slug: r.slug,
        name: r.name[lang],
        address: r.address[lang],
        phone: r.phone,
        lat: r.lat,
        lng: r.lng,
        pickup: r.pickup,
        hours: r.hours,
        specialDays: r.specialDays,
        prepMinutes: r.prepMinutes,
      }),
    ),
    /** Each restaurant's kitchen: how it promises, and whether online ordering is paused. */
    kitchens,
    paymentTypes: rows.paymentTypes.map(
      (d): DictionaryItem => ({ code: d.code, name: d.name[lang] }),
    ),
    orderTypes: rows.orderTypes.map((d): DictionaryItem => ({ code: d.code, name: d.name[lang] })),
    socials: rows.socials.map(
      (s): Social => ({ code: s.code, kind: s.kind as Social['kind'], name: s.name, url: s.url }),
    ),
    /** The legal pages' current versions, their texts naming the trader's own details. */
    legal: new Map(
      rows.legal.map((row): [LegalDoc, LegalPage] => [
        row.doc,
        {
          doc: row.doc,
          version: row.version,
          publishedAt: row.createdAt.toISOString(),
          template: row.template,
          title: row.title[lang],
          body: withFigures(row.body[lang], { ...figures, ...traderFigures(trader) }),
        },
      ]),
    ),
    settings: {
      ...(site.get('settings') as Omit<SiteSettings, 'banner' | 'birthdayGift' | 'trader'>),
      trader,
      banner: banner(),
      birthdayGift: bonusRules.birthdayBonus
        ? { amount: bonusRules.birthdayBonus, days: bonusRules.birthdayDays }
        : null,
    },
    bonusRules,
    orderLimits: orderLimitsOf(site.get('order_limits')),
    options: {
      alert_message: text(options.alert_message?.[lang] || '') || null,
      alert_popup_message: text(options.alert_popup_message?.[lang] || '') || null,
      ordering_paused: [...kitchens.values()].flatMap(({ id, name, pause }) =>
        pause
          ? [{ restaurantId: id, kitchen: name, ...pause, notice: pauseNotice(name, pause, lang) }]
          : [],
      ),
      ordering_closed: closedNotice(kitchenList, lang, now),
      order_offers: orderOffers(running, lang),
    } satisfies SiteOptions,
  }
}

/**
 * The catalog read whole from the database and kept in memory per language until it changes
 * (DESIGN: catalog reads come from an in-memory cache, invalidated when the catalog changes).
 */
/** Moments this far before a view's are a clock set back, not a request that started earlier. */
const SET_BACK_MS = 60_000

export function createCatalogStore(db: Database) {
  let rows: Promise<Rows> | undefined
  let views = new Map<Lang, CatalogView>()
  let version = 0
  /** When the stop-list changes by itself (a stop's time is up): the views expire then. */
  let expiresAt = Number.POSITIVE_INFINITY
  /**
   * The earliest moment a cached view was made for: a clock set back before it (by more than the
   * skew between requests in flight) reads afresh.
   */
  let madeAt = Number.POSITIVE_INFINITY
  // Versions restart with the process; the epoch keeps an old process's tags from matching.
  const epoch = Date.now().toString(36)
  return {
    /**
     * The catalog in `lang` as it is at `now`: a stop whose time is up ends here, compared at this
     * read (no timer), so every instance returns the dish on time by itself.
     */
    async view(lang: Lang, now: Date): Promise<CatalogView> {
      if (now.getTime() >= expiresAt || now.getTime() < madeAt - SET_BACK_MS) this.invalidate()
      const cached = views.get(lang)
      if (cached) return cached
      const seen = version
      rows ??= sharedWork(() => loadRows(db))
      let loaded: Rows
      try {
        loaded = await rows
      } catch (error) {
        rows = undefined
        throw error
      }
      const view = localize(loaded, lang, now)
      if (seen === version) {
        views.set(lang, view)
        expiresAt = Math.min(expiresAt, nextReturn(loaded, now))
        madeAt = Math.min(madeAt, now.getTime())
      }
      return view
    },
    /**
     * The version as it is at `now`: a view that expired (an offer ended, a stop's time is up) is
     * dropped first, so the page cache and the ETags, which key on it, never keep it past then.
     */
    versionAt(now: Date) {
      if (now.getTime() >= expiresAt) this.invalidate()
      return version
    },
    /** After any write to the catalog; the next read reloads it. */
    invalidate() {
      version++
      expiresAt = Number.POSITIVE_INFINITY
      madeAt = Number.POSITIVE_INFINITY
      rows = undefined
      views = new Map()
    },
    get version() {
      return version
    },
    /** Names the catalog's current content, for validators (ETag) that must change with it. */
    tagAt(now: Date) {
      return `${epoch}.${this.versionAt(now)}`
    },
  }
}

export type CatalogStore = ReturnType<typeof createCatalogStore>
