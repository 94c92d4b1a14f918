import { z } from 'zod'
import { ALLERGENS } from './allergens'
import { LEGAL_DOCS } from './legal'
import { TAGS } from './tags'

// The API's answers, shared by the server (OpenAPI, types) and the pages (types).

/** The tag schema; the list and its type live in ./tags for the browser. */
export const TagSchema = z.enum(TAGS)
export type Tag = z.infer<typeof TagSchema>

const cents = z.int().min(0).describe('euro cents')

export const AllergenSchema = z.enum(ALLERGENS)
/** EU 1169/2011 annex II: what it contains; [] contains none of them, null nobody has said yet. */
export const AllergenList = z
  .array(AllergenSchema)
  .nullable()
  .describe('EU allergens it contains: [] none, null unknown')
/** An uploaded picture's blurred stand-in (a data: URL), shown until the picture arrives. */
const placeholder = z.string().nullable()

export const Category = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: z.string(),
  description: z.string(),
  productCount: z.int(),
  image: z.string().nullable(),
  placeholder,
})
export type Category = z.infer<typeof Category>

export const ModifierOption = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  price: cents,
  maxQuantity: z.int(),
  allergens: AllergenList,
})
export type ModifierOption = z.infer<typeof ModifierOption>

export const ModifierGroup = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  required: z.boolean(),
  min: z.int(),
  max: z.int(),
  options: z.array(ModifierOption),
})
export type ModifierGroup = z.infer<typeof ModifierGroup>

/** A running automatic offer for this dish (server/api/catalog/shown-offers.ts). */
export const CardOffer = z.object({
  /** "−15%", in the page's language. */
  badge: z.string(),
  /** The offer's name, with its conditions when it has some. */
  name: z.string(),
  /** The price after it, when every order gets it; null: only the badge. */
  price: cents.nullable(),
})
export type CardOffer = z.infer<typeof CardOffer>

export const ProductCard = z.object({
  id: z.int(),
  slug: z.string(),
  categoryId: z.int(),
  categorySlug: z.string(),
  name: z.string(),
  description: z.string(),
  price: cents,
  weightGrams: z.int().nullable(),
  pieces: z.int().nullable(),
  volumeMl: z.int().nullable(),
  tags: z.array(TagSchema),
  allergens: AllergenList,
  popularity: z.int(),
  image: z.string(),
  placeholder,
  available: z.boolean(),
  /** When a stop that ends by itself ends (ISO); null when available or off until switched back. */
  backAt: z.string().nullable(),
  hasModifiers: z.boolean(),
  offer: CardOffer.nullable(),
})
export type ProductCard = z.infer<typeof ProductCard>

export const Product = ProductCard.extend({
  categoryName: z.string(),
  modifierGroups: z.array(ModifierGroup),
  related: z.array(ProductCard),
  /** The product's slug in every language's URL is the same; names differ. */
  names: z.record(z.string(), z.string()),
})
export type Product = z.infer<typeof Product>

export const MenuSection = Category.extend({ products: z.array(ProductCard) })
export type MenuSection = z.infer<typeof MenuSection>

export const Promotion = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  kind: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  placeholder,
  /**
   * The offer it advertises: the code its "Order with this offer" keeps (null: automatic), or that
   * it has ended; null when it names none.
   */
  offer: z.object({ code: z.string().nullable(), ended: z.boolean() }).nullable(),
})
export type Promotion = z.infer<typeof Promotion>

export const Region = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  deliveryFee: cents,
  minOrder: cents,
  freeDeliveryFrom: cents,
  /** The drive: the zone's own delivery time. */
  etaMinutes: z.int(),
  /**
   * What a customer here is promised at the soonest right now: the kitchen's preparation, the
   * drive and busy mode's minutes (orders waiting in the kitchen add more at the checkout).
   */
  promiseMinutes: z.int(),
  /** The restaurant that cooks this zone's deliveries. */
  restaurantId: z.int().nullable(),
  /** Its kitchen takes an order for as soon as possible now (open, before its last order, not paused). */
  takingOrders: z.boolean(),
  /** When it does not: the next moment it does, within the week ahead (null: none). */
  opensAt: z.string().nullable(),
})
export type Region = z.infer<typeof Region>

export const OpeningHours = z.array(
  z.object({ day: z.int().min(0).max(6), open: z.string(), close: z.string() }),
)
export type OpeningHours = z.infer<typeof OpeningHours>

/** A date (YYYY-MM-DD) whose hours replace its weekday's: a holiday; none at all, closed. */
export const SpecialDay = z.object({
  date: z.string(),
  hours: z.array(z.object({ open: z.string(), close: z.string() })),
})
export type SpecialDay = z.infer<typeof SpecialDay>

export const Restaurant = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  pickup: z.boolean(),
  hours: OpeningHours,
  specialDays: z.array(SpecialDay),
  /** Minutes the kitchen takes to cook an order: with a zone's drive, how far ahead it plans. */
  prepMinutes: z.int(),
})
export type Restaurant = z.infer<typeof Restaurant>

export const DictionaryItem = z.object({ code: z.string(), name: z.string() })
export type DictionaryItem = z.infer<typeof DictionaryItem>

export const Social = z.object({
  code: z.string(),
  kind: z.enum(['social', 'messenger']),
  name: z.string(),
  url: z.string(),
})
export type Social = z.infer<typeof Social>

/** One legal page as the storefront shows it: its current version, in one language. */
export const LegalPage = z.object({
  doc: z.enum(LEGAL_DOCS),
  version: z.int(),
  /** When this version was saved (ISO 8601). */
  publishedAt: z.string(),
  template: z.boolean(),
  title: z.string(),
  body: z.string(),
})
export type LegalPage = z.infer<typeof LegalPage>

/**
 * The trader behind the shop (2000/31 art. 5, 2011/83 art. 6(1)(b–c)), in the page's language: who
 * sells, where, how to reach them, their food-business registration, and the consumer authority.
 */
export const Trader = z.object({
  legalName: z.string(),
  legalForm: z.string(),
  /** The company number (ЕИК, BULSTAT). */
  eik: z.string(),
  /** BG + the ЕИК for a VAT-registered company; '' when not registered. */
  vatNumber: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The registration of the food business with the food safety agency (БАБХ). */
  foodRegistration: z.string(),
  authority: z.object({ name: z.string(), address: z.string(), url: z.string() }),
})
export type Trader = z.infer<typeof Trader>

export const SiteSettings = z.object({
  brand: z.string(),
  phone: z.string(),
  email_admin: z.string(),
  /** The home page's banner photo, when a manager put one up. */
  banner: z.object({ image: z.string(), placeholder }).nullable(),
  /** The bonus rules' birthday gift, which the profile modal promises; null when there is none. */
  birthdayGift: z.object({ amount: cents, days: z.int() }).nullable(),
  /** Who sells (every page's footer and the company page); null until an admin filled it in. */
  trader: Trader.nullable(),
})
export type SiteSettings = z.infer<typeof SiteSettings>

/** A kitchen that paused online ordering: until when (null: until switched back) and why. */
export const OrderingPause = z.object({
  until: z.string().nullable(),
  reason: z.string().nullable(),
})
export type OrderingPause = z.infer<typeof OrderingPause>

export const SiteOptions = z.object({
  alert_message: z.string().nullable(),
  alert_popup_message: z.string().nullable(),
  /** The kitchens that paused online ordering now: every storefront page says so. */
  ordering_paused: z.array(
    OrderingPause.extend({
      restaurantId: z.int(),
      kitchen: z.string(),
      /** The sentence to show, in the page's language. */
      notice: z.string(),
    }),
  ),
  /** No kitchen takes an order now: from when one does (null: not this week), and the sentence. */
  ordering_closed: z.object({ opensAt: z.string().nullable(), notice: z.string() }).nullable(),
  /** The order-wide automatic offers running now, each a sentence: the menu shows them. */
  order_offers: z.array(z.string()),
})
export type SiteOptions = z.infer<typeof SiteOptions>

export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})

export const BonusRules = z.object({
  cashbackPercent: z.number().min(0).max(100),
  spendCapPercent: z.number().min(0).max(100),
  welcomeBonus: cents,
  referralBonus: cents,
  reviewBonus: cents,
  /** The birthday gift, once a year (0: none). */
  birthdayBonus: cents,
  /** The gift is granted from this many days before the birthday to as many after it. */
  birthdayDays: z.int().min(0).max(30),
})
export type BonusRules = z.infer<typeof BonusRules>

/**
 * A shop whose manager never set a birthday gift gives none (and promises none): the profile modal
 * once promised a gift that no rule gave.
 */
const NO_BIRTHDAY_GIFT = { birthdayBonus: 0, birthdayDays: 3 }

/** The bonus rules in effect: the site_values row `bonus_rules`, no birthday gift unless it sets one. */
export const bonusRulesOf = (stored: unknown): BonusRules =>
  BonusRules.parse({ ...NO_BIRTHDAY_GIFT, ...(stored as Partial<BonusRules> | undefined) })

/**
 * What one online order may hold (more is a party or a mistake, for the phone), the total of a
 * customer's open orders above which a manager confirms the newest by phone before the kitchen
 * sees it, how many orders paid at the door one customer may have open at once, and how long a
 * card order waits for its payment. Site data, set in the console.
 * The request's own check caps lines at 100 and a quantity at 99.
 */
export const OrderLimits = z.object({
  maxLines: z.int().min(1).max(100),
  maxQuantity: z.int().min(1).max(99),
  maxTotal: cents.min(100).max(10_000_000),
  confirmAbove: cents.max(10_000_000),
  /** Open (not completed or cancelled) orders paid at the door one customer may have online. */
  maxOpenCashOrders: z.int().min(1).max(50),
  /** Minutes a customer has to pay a card order before it is cancelled (Viva's page gets as long). */
  payMinutes: z.int().min(5).max(60),
})
export type OrderLimits = z.infer<typeof OrderLimits>

/**
 * The limits of a shop whose manager never set them: the figures that were constants before (30
 * lines, 30 of a dish, €1,000), a call above €300, and 3 orders open to pay at the door. Kept here rather than written by a migration,
 * so a freshly migrated database stays empty for `npm run db:copy`.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxLines: 30,
  maxQuantity: 30,
  maxTotal: 100_000,
  confirmAbove: 30_000,
  maxOpenCashOrders: 3,
  payMinutes: 20,
}

/** The limits in effect: what the site_values row `order_limits` sets, the defaults for the rest. */
export const orderLimitsOf = (stored: unknown): OrderLimits =>
  OrderLimits.parse({ ...DEFAULT_ORDER_LIMITS, ...(stored as Partial<OrderLimits> | undefined) })

/**
 * How long the shop keeps what it no longer needs (GDPR art. 5(1)(e)), in days but for orders,
 * whose amounts accounting law keeps for years. Site data; the hourly upkeep applies it
 * (server/api/privacy/retention.ts, docs/data-rights.md).
 */
export const Retention = z.object({
  /** Sign-in codes, used or not. */
  signInCodeDays: z.int().min(1).max(365),
  /** Customer and staff sessions, after they ended (signed out, revoked, expired or idle). */
  sessionDays: z.int().min(1).max(365),
  /** The staff audit log. */
  auditDays: z.int().min(30).max(3650),
  /** Orders never paid and cancelled: their address and comment; requests' idempotency keys. */
  abandonedDays: z.int().min(1).max(365),
  /** Orders: their address and comment go after this many years, their amounts stay. */
  orderYears: z.int().min(1).max(30),
})
export type Retention = z.infer<typeof Retention>

/**
 * A shop whose admin never set them: codes a day, ended sessions a month, the audit log two years,
 * abandoned orders' addresses a month, and orders ten years (the Bulgarian Accountancy Act's
 * period for accounting records, art. 12).
 */
export const DEFAULT_RETENTION: Retention = {
  signInCodeDays: 1,
  sessionDays: 30,
  auditDays: 730,
  abandonedDays: 30,
  orderYears: 10,
}

/** The periods in effect: the site_values row `retention`, the defaults for the rest. */
export const retentionOf = (stored: unknown): Retention =>
  Retention.parse({ ...DEFAULT_RETENTION, ...(stored as Partial<Retention> | undefined) })
