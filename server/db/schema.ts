import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Area, GeoPoint } from '#shared/area'
import type { CartLine } from '#shared/cart'
import type { OrderSource } from '#shared/checkout'
import type { Company } from '#shared/company'
import type { HandoverChoices } from '#shared/contract/assistant'
import type { InvoiceLine, InvoiceSeller } from '#shared/contract/operator/invoices'
import type { SavedAddress } from '#shared/contract/profile'
import type { ConsentPurpose, LegalDoc } from '#shared/legal'
import type { Localized } from '#shared/localized'
import type { AppliedOffer, OfferKind, OfferOrderType } from '#shared/offers'

// Names and texts are stored once per row with all four languages: the catalog is read whole into a
// per-language cache, so a translation table would only add joins. Money is integer euro cents.

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  /** An uploaded picture's address (shared/images.ts), or none. */
  image: text('image'),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sort: integer('sort').notNull().default(0),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    price: integer('price').notNull(),
    weightGrams: integer('weight_grams'),
    pieces: integer('pieces'),
    volumeMl: integer('volume_ml'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    popularity: integer('popularity').notNull().default(0),
    image: text('image').notNull(),
    related: text('related').array().notNull().default(sql`'{}'::text[]`),
    /** EU 1169/2011 annex II allergens it contains (shared/allergens.ts); null while unknown. */
    allergens: text('allergens').array(),
    /** The stop-list: an unavailable product is shown as such and cannot be ordered. */
    available: boolean('available').notNull().default(true),
    /** A stop that ends by itself: from this moment it is available again (null: until switched back). */
    unavailableUntil: timestamp('unavailable_until', { withTimezone: true }),
    /** When the stop began (null while available): the board reminds of a long open-ended one. */
    unavailableSince: timestamp('unavailable_since', { withTimezone: true }),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
)

export const modifierGroups = pgTable('modifier_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  required: boolean('required').notNull().default(false),
  min: integer('min').notNull().default(0),
  max: integer('max').notNull().default(1),
})

export const modifierOptions = pgTable('modifier_options', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => modifierGroups.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  price: integer('price').notNull().default(0),
  maxQuantity: integer('max_quantity').notNull().default(1),
  /** The allergens this option adds to the dish; null while unknown. */
  allergens: text('allergens').array(),
  /** The stop-list: the kitchen ran out of it; a line choosing it cannot be ordered. */
  available: boolean('available').notNull().default(true),
  /** A stop that ends by itself: from this moment it is available again (null: until switched back). */
  unavailableUntil: timestamp('unavailable_until', { withTimezone: true }),
})

export const productModifierGroups = pgTable(
  'product_modifier_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] })],
)

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  kind: text('kind').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  image: text('image').notNull(),
  active: boolean('active').notNull().default(true),
  /** The offer it advertises: its page links to the menu with it, its texts name its figures. */
  offerId: integer('offer_id').references((): AnyPgColumn => offers.id),
})

/** Discounts the server prices (shared/offers.ts): automatic ones, or by a code typed at checkout. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  kind: text('kind').$type<OfferKind>().notNull(),
  /** Percent for the percent kinds, cents for a fixed amount, 0 for free delivery. */
  value: integer('value').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  /** The chosen dishes of an offer on dishes; a free dish's is the first. */
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  /** A free dish's paid options are free too. */
  withOptions: boolean('with_options').notNull().default(false),
  /** "N for the price of M": M (N is the value). */
  payFor: integer('pay_for'),
  /** Delivery zones (regions) it is for; empty: any, and pickup. */
  zoneIds: jsonb('zone_ids').$type<number[]>().notNull().default([]),
  /** Upper-case, unique; null: automatic. */
  code: text('code').unique(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Week days with hours in Sofia time; empty: any time. */
  hours: jsonb('hours').$type<OpeningHours>().notNull().default([]),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  orderTypes: text('order_types').$type<OfferOrderType>().notNull().default('any'),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  perCustomerLimit: integer('per_customer_limit'),
  totalLimit: integer('total_limit'),
  priority: integer('priority').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

/**
 * One order's use of one offer, while the order is not cancelled (a cancellation deletes it and so
 * gives the use back): the limits count these rows.
 */
export const offerUses = pgTable(
  'offer_uses',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.orderId] }),
    index('offer_uses_customer_idx').on(t.customerId, t.offerId),
  ],
)

/**
 * Single-use codes a manager generates in batches for one offer (a flyer's 200 codes): each is
 * granted to one order, the one in `orderId`, until that order is cancelled (then it is free again).
 */
export const offerCodes = pgTable(
  'offer_codes',
  {
    /** Upper-case, unique across batches; never one of the offers' own codes. */
    code: text('code').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('offer_codes_offer_idx').on(t.offerId),
    index('offer_codes_order_idx').on(t.orderId),
  ],
)

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  deliveryFee: integer('delivery_fee').notNull(),
  minOrder: integer('min_order').notNull(),
  freeDeliveryFrom: integer('free_delivery_from').notNull(),
  etaMinutes: integer('eta_minutes').notNull(),
  /** The kitchen that cooks this zone's deliveries (its board shows them); null: the first one. */
  restaurantId: integer('restaurant_id').references(() => restaurants.id, {
    onDelete: 'set null',
  }),
  /** Where it delivers (GeoJSON); null: chosen by name, as before zones had areas. */
  area: jsonb('area').$type<Area>(),
})

export type OpeningHours = { day: number; open: string; close: string }[]
/** A date (YYYY-MM-DD) whose hours replace its weekday's (none: closed that day). */
export type SpecialDay = { date: string; hours: { open: string; close: string }[] }

export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  pickup: boolean('pickup').notNull().default(true),
  hours: jsonb('hours').$type<OpeningHours>().notNull(),
  /** Holidays and other dates with hours of their own (shared/hours.ts). */
  specialDays: jsonb('special_days').$type<SpecialDay[]>().notNull().default([]),
  // How the kitchen's promise is made (shared/promise.ts), edited in the console's kitchen page.
  /** Minutes to cook an order when nothing else is waiting. */
  prepMinutes: integer('prep_minutes').notNull().default(20),
  /** Every `queueOrders` orders already waiting add `queueMinutes` to a new order's promise. */
  queueOrders: integer('queue_orders').notNull().default(5),
  queueMinutes: integer('queue_minutes').notNull().default(10),
  /** Busy mode: minutes added to every promise, until `busyUntil` (null: until switched back). */
  busyMinutes: integer('busy_minutes').notNull().default(0),
  busyUntil: timestamp('busy_until', { withTimezone: true }),
  /** When busy mode began (null while off): the board reminds of a long open-ended one. */
  busySince: timestamp('busy_since', { withTimezone: true }),
  /** Online ordering paused: only times after the pause are taken, until `pausedUntil` if set. */
  paused: boolean('paused').notNull().default(false),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  /** When the pause began (null while open). */
  pausedSince: timestamp('paused_since', { withTimezone: true }),
  pauseReason: jsonb('pause_reason').$type<Localized>(),
  /** At most this many orders promised within one 15-minute slot (null: no limit). */
  slotOrders: integer('slot_orders'),
  /** At most this amount, in cents, promised within one 15-minute slot (null: no limit). */
  slotAmount: integer('slot_amount'),
})

export const paymentTypes = pgTable('payment_types', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
})

export const orderTypes = pgTable('order_types', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
})

export const socials = pgTable('socials', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  url: text('url').notNull(),
})

/** Site settings (phone, email_admin, brand) and options (alert messages), one row per key. */
export const siteValues = pgTable('site_values', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

/**
 * The legal pages (terms of sale, privacy notice, cookies policy, accessibility statement), each
 * saved edit a new version: never changed nor deleted, since orders name the version they were
 * placed under. The current one is the highest.
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    id: serial('id').primaryKey(),
    doc: text('doc').$type<LegalDoc>().notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    /** The demo's template, not the trader's own text yet: every page showing it says so. */
    template: boolean('template').notNull().default(false),
    /** The staff member who saved it; none for the seeded template. */
    createdBy: integer('created_by').references((): AnyPgColumn => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('legal_versions_doc_version_idx').on(t.doc, t.version)],
)

/** The operator part of the redirect table (the data file in redirects/ is the other part). */
export const redirectRules = pgTable('redirect_rules', {
  id: serial('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  status: integer('status').notNull().default(301),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Old product slugs of the previous site and the products they became (spec §2 legacy redirects). */
export const oldSlugs = pgTable(
  'old_slugs',
  {
    fromSlug: text('from_slug').notNull(),
    lang: text('lang').notNull().default(''),
    toSlug: text('to_slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromSlug, t.lang] })],
)

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Digits only, with the country code (spec §3). */
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  birthday: date('birthday', { mode: 'string' }),
  referrerId: integer('referrer_id'),
  /** The public part of the referral link; never the id, which would reveal the customer count. */
  referralCode: text('referral_code').notNull().unique(),
  /** Text messages when an order is accepted, on its way, ready or cancelled; the customer may stop them. */
  statusSms: boolean('status_sms').notNull().default(true),
  /** Where the customer's deliveries went, newest first (server/api/orders/saved-addresses.ts). */
  addresses: jsonb('addresses').$type<SavedAddress[]>().notNull().default([]),
  /** The company the customer last asked an invoice for: the checkout offers it again. */
  company: jsonb('company').$type<Company>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When the account was deleted (GDPR art. 17): the row stays, emptied of everything personal, as
   * the anonymous holder of the orders accounting law keeps (server/api/privacy/erase.ts).
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
})

/** One SMS code: stored as an HMAC, bound to its phone, used once, burned after too many misses. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.createdAt)],
)

/** Counted events for rate limits shared by every instance (sends per phone and IP, failures). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself exists only in the customer's cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
)

export type OrderAddress = {
  street: string
  entrance: string
  floor: string
  apartment: string
  note: string
}

export type OrderLineModifier = { id: number; name: string; quantity: number; price: number }

/** An order as placed: every price recomputed by the server, in cents. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull(),
    orderType: text('order_type').notNull(),
    regionId: integer('region_id'),
    /** The kitchen that cooks it: the pickup restaurant, or the zone's restaurant for delivery. */
    restaurantId: integer('restaurant_id'),
    address: jsonb('address').$type<OrderAddress>(),
    /** The delivery's point on the map, when the customer chose one: the zone was decided by it. */
    point: jsonb('point').$type<GeoPoint>(),
    /** Null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** The time promised at placement: the chosen time, or the kitchen's ASAP promise then. */
    promisedAt: timestamp('promised_at', { withTimezone: true }).notNull(),
    paymentType: text('payment_type').notNull(),
    persons: integer('persons').notNull().default(1),
    comment: text('comment').notNull().default(''),
    lang: text('lang').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    discount: integer('discount').notNull().default(0),
    /** The offers it got, named and with their amounts as at placement (shared/offers.ts). */
    offers: jsonb('offers').$type<AppliedOffer[]>().notNull().default([]),
    bonusSpent: integer('bonus_spent').notNull().default(0),
    total: integer('total').notNull(),
    /** Viva's order code: a string, it exceeds 2^53. */
    paymentReference: text('payment_reference'),
    /** The Viva transaction that paid the order: a cancellation refunds it. */
    paymentTransactionId: text('payment_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When a screen took its kitchen ticket to print: each order prints once across the kitchen's
     * screens, and one that was off or reloading prints what nobody printed yet.
     */
    printedAt: timestamp('printed_at', { withTimezone: true }),
    /** A card order not paid by then is cancelled (orders/expiry.ts); null for the others. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /**
     * Above the site's confirmation threshold: the kitchen does not see it (nor may move it) until a
     * manager confirmed it with the customer by phone.
     */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    /** Where it was placed: `web` (the shop), `phone` (staff on the phone) or `assistant` (a hand-over). */
    source: text('source').$type<OrderSource>().notNull().default('web'),
    /** The staff member who took a phone order. */
    placedBy: integer('placed_by').references((): AnyPgColumn => staff.id),
    /** The courier taking a delivery (staff of the courier role), once the kitchen chose one. */
    courierId: integer('courier_id').references((): AnyPgColumn => staff.id),
    /** The last status text message to its customer: at most one a minute per order. */
    statusSmsAt: timestamp('status_sms_at', { withTimezone: true }),
    /** The status that text told, so each status is told once (orders/status-sms.ts). */
    statusSmsStatus: text('status_sms_status'),
    /**
     * The promised time the last text told (the "accepted" text, then each new time): a promise
     * moved since is told again (orders/status-sms.ts). Null: no time was texted.
     */
    statusSmsPromisedAt: timestamp('status_sms_promised_at', { withTimezone: true }),
    /**
     * The terms of sale and privacy notice in force when it was placed (legal_versions.version):
     * what the customer agreed to, should the texts change later. Null before any was published.
     */
    termsVersion: integer('terms_version'),
    privacyVersion: integer('privacy_version'),
    /**
     * The company the customer asked an invoice for, as it was at placement (the profile's copy may
     * change later); null: no invoice asked for.
     */
    invoiceRequest: jsonb('invoice_request').$type<Company>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_courier_idx').on(t.courierId, t.status),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The operator board lists all orders newest first.
    index('orders_created_idx').on(t.createdAt),
    // A kitchen's orders per 15-minute slot (capacity) and its queue.
    index('orders_kitchen_promised_idx').on(t.restaurantId, t.promisedAt),
  ],
)

/**
 * A cart an assistant handed to the shop (issue 38): its link opens the checkout with it filled
 * in, until it expires. Only the token's hash is kept; nothing personal is.
 */
export const handovers = pgTable('handovers', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  lines: jsonb('lines').$type<CartLine[]>().notNull(),
  choices: jsonb('choices').$type<HandoverChoices>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/**
 * A link its customer made to let anyone holding it follow an order (issue 38): a read-only status
 * page and the assistants' get_order_status. Only the token's hash is kept; one live link per order
 * (a new one revokes the last). It ends when revoked, or a day after the order is done.
 */
export const orderShares = pgTable(
  'order_shares',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('order_shares_order_idx').on(t.orderId)],
)

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  modifiers: jsonb('modifiers').$type<OrderLineModifier[]>().notNull(),
  /** The dish's allergens as ordered, its options included; null when they were unknown. */
  allergens: text('allergens').array(),
  total: integer('total').notNull(),
})

/** Every status an order went through, with its time. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
)

/** The Idempotency-Key of each order request: the same key and body give the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
)

/** Bonus movements; the balance is the sum of the available ones and never goes below zero. */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    orderId: integer('order_id'),
    /**
     * The year whose birthday a birthday gift celebrates (null on every other entry): unique per
     * customer, so the gift comes once a year however many requests race for it.
     */
    giftYear: integer('gift_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_ledger_customer_idx').on(t.customerId),
    uniqueIndex('bonus_ledger_gift_year_idx')
      .on(t.customerId, t.giftYear)
      .where(sql`${t.giftYear} is not null`),
    // The welcome bonus once per customer, granted at sign-in (auth/customers.ts welcome).
    uniqueIndex('bonus_ledger_welcome_idx').on(t.customerId).where(sql`${t.kind} = 'welcome'`),
  ],
)

/**
 * Phone numbers that have had the welcome bonus, as an HMAC keyed by `OTP_SECRET` (never the number
 * itself): deletion frees a number for a new account, and that account must not be welcomed again
 * (bonuses/welcome.ts). Kept after the account is gone, as that is its whole use.
 */
export const welcomedPhones = pgTable('welcomed_phones', {
  phoneTag: text('phone_tag').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

/** Payment notifications already handled (Viva retries and repeats them). */
export const paymentEvents = pgTable('payment_events', {
  messageId: text('message_id').primaryKey(),
  orderId: integer('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
})

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().unique(),
  customerId: integer('customer_id').notNull(),
  rating: integer('rating').notNull(),
  text: text('text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Every Viva order made for one of ours: a retry makes a new one, and any of them may be paid. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    orderCode: text('order_code').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
)

/** The restaurant's staff: they sign in to the operator console with e-mail and password. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** courier, kitchen, manager or admin: shared/staff.ts. */
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    /** scrypt with its parameters and salt in the string, so the cost can be raised later. */
    passwordHash: text('password_hash').notNull(),
    /**
     * The TOTP secret once confirmed, sealed by server/secret-box.ts (older rows may hold it
     * in clear until its next use); the second factor is enforced from then on.
     */
    totpSecret: text('totp_secret'),
    /** A secret given out by enrolment, sealed likewise, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step whose code was accepted: a code works once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
)

/** Staff sessions, apart from the customers': a token of one kind is never the other. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

/** What staff did, who, to what, from where and when; rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for a failed sign-in with an unknown e-mail. */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    // The log's order filter reads one target's entries, newest first.
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
)

/** The card refund of a cancelled order: one per order, the whole amount paid. */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The paying transaction that is refunded. */
  transactionId: text('transaction_id').notNull(),
  /** Viva's refund transaction, once it answered. */
  refundTransactionId: text('refund_transaction_id'),
  amount: integer('amount').notNull(),
  /** pending, completed or failed (a failed one can be tried again). */
  status: text('status').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * A line staff removed or reduced on an order under way (the kitchen cannot make it), with what
 * went back: bonuses first, then money (a card refund, or a smaller total to collect at the door).
 * `pending` while Viva is asked for the refund, at most one per order (operator/orders/fixes.ts).
 */
export const orderFixes = pgTable(
  'order_fixes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line it changed (no reference: a line taken off is deleted; null before 0037). */
    lineId: integer('line_id'),
    /** The dish as it was ordered (its line may be gone). */
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    modifiers: jsonb('modifiers').$type<OrderLineModifier[]>().notNull(),
    quantityBefore: integer('quantity_before').notNull(),
    /** 0: the line was removed. */
    quantityAfter: integer('quantity_after').notNull(),
    totalBefore: integer('total_before').notNull(),
    totalAfter: integer('total_after').notNull(),
    /** Bonuses spent on the order that went back to the customer's balance. */
    bonusReturned: integer('bonus_returned').notNull(),
    /** Sent back to the card; 0 for an order paid at the door. */
    refundAmount: integer('refund_amount').notNull(),
    refundTransactionId: text('refund_transaction_id'),
    /** pending (Viva is being asked) or done. */
    status: text('status').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    /** When the customer was texted about it: once. */
    textedAt: timestamp('texted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_fixes_order_idx').on(t.orderId),
    // One change at a time per order: a second one while Viva is asked is refused.
    uniqueIndex('order_fixes_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
)

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * Uploaded pictures live in the database, so every instance and the Workers edge (through the API)
 * serve the same ones and `npm run db:copy` carries them. The key is the kind and the original's
 * content hash; the original is kept (normalised, EXIF stripped) so a variant can be cut again.
 */
export const images = pgTable('images', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  /** The normalised original: upright, sRGB, at most 2560 px on its long side, lossless WebP. */
  original: bytes('original').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** A tiny blurred picture as a data: URL, shown until the real one arrives. */
  placeholder: text('placeholder').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Each width and format of a picture, cut on upload or on first request, then kept. */
export const imageVariants = pgTable(
  'image_variants',
  {
    key: text('key')
      .notNull()
      .references(() => images.key, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    body: bytes('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.width, t.format] })],
)

/**
 * A signed-in customer's answers to the cookie choice (GDPR art. 7(1): the shop can show that
 * consent was given): each answer a row, with the cookies policy version it was given under.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    /** The cookies policy's version (legal_versions) the answer was given under. */
    policyVersion: integer('policy_version'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consents_customer_idx').on(t.customerId, t.at)],
)

/**
 * The last invoice number each issuing company gave (ЗДДС art. 114(1)(1): ten digits, one
 * unbroken sequence). Taking a number updates this row, which queues every other issue behind it
 * until commit; a rolled-back issue gives its number back, so there is never a gap.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  /** The issuing company's ЕИК ('' until the trader data names one). */
  issuer: text('issuer').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull(),
})

/**
 * An issued invoice, exactly as printed: seller, buyer, lines and amounts are copies, so a later
 * change of the site's data, the menu or the customer's profile never changes an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** One invoice per order, however many times staff press Issue. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    issuer: text('issuer').notNull(),
    /** Ten digits, zero-padded: 0000000001. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The date of the taxable supply: when the order was paid, else when it was completed. */
    suppliedAt: timestamp('supplied_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<Company>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Percent. */
    vatRate: integer('vat_rate').notNull(),
    base: integer('base').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    paymentType: text('payment_type').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
  },
  (t) => [
    uniqueIndex('invoices_issuer_number_idx').on(t.issuer, t.number),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
)

/**
 * A browser's Web Push subscription (RFC 8030): a customer's phone told about their orders, or a
 * kitchen's tablet told about orders to accept (docs/push.md). The endpoint is the push service's
 * address for that browser; a 404 or 410 from it removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, {
      onDelete: 'cascade',
    }),
    /** The language the device was registered in (a kitchen's notifications use it). */
    lang: text('lang').notNull(),
    /** "Chrome on Android": how the device is named in the lists, from its User-Agent. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    index('push_subscriptions_customer_idx').on(t.customerId),
    index('push_subscriptions_restaurant_idx').on(t.restaurantId),
    check(
      'push_subscriptions_one_owner',
      sql`(${t.customerId} is null) <> (${t.restaurantId} is null)`,
    ),
  ],
)

/** A one-time code a manager made to register a kitchen device: stored hashed, short-lived. */
export const kitchenDeviceCodes = pgTable('kitchen_device_codes', {
  id: serial('id').primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  /** SHA-256 of the code. */
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  staffId: integer('staff_id').references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
