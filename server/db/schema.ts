import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { Localized } from '../../shared/localized'

// Names and texts are stored once per row with all four languages: the catalog is read whole into a
// per-language cache, so a translation table would only add joins. Money is integer euro cents.

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
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
    /** The stop-list: an unavailable product is shown as such and cannot be ordered. */
    available: boolean('available').notNull().default(true),
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
})

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  deliveryFee: integer('delivery_fee').notNull(),
  minOrder: integer('min_order').notNull(),
  freeDeliveryFrom: integer('free_delivery_from').notNull(),
  etaMinutes: integer('eta_minutes').notNull(),
})

export type OpeningHours = { day: number; open: string; close: string }[]

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
