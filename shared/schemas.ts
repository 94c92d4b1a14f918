import { z } from 'zod'
import { ALLERGENS } from './allergens'
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
})
export type Region = z.infer<typeof Region>

export const OpeningHours = z.array(
  z.object({ day: z.int().min(0).max(6), open: z.string(), close: z.string() }),
)

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

export const SiteSettings = z.object({
  brand: z.string(),
  phone: z.string(),
  email_admin: z.string(),
  /** The home page's banner photo, when a manager put one up. */
  banner: z.object({ image: z.string(), placeholder }).nullable(),
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
})
export type BonusRules = z.infer<typeof BonusRules>

/**
 * What one online order may hold (more is a party or a mistake, for the phone), and the total above
 * which a manager confirms it by phone before the kitchen sees it. Site data, set in the console.
 * The request's own check caps lines at 100 and a quantity at 99.
 */
export const OrderLimits = z.object({
  maxLines: z.int().min(1).max(100),
  maxQuantity: z.int().min(1).max(99),
  maxTotal: cents.min(100).max(10_000_000),
  confirmAbove: cents.max(10_000_000),
})
export type OrderLimits = z.infer<typeof OrderLimits>

/**
 * The limits of a shop whose manager never set them: the figures that were constants before (30
 * lines, 30 of a dish, €1,000), and a call above €300. Kept here rather than written by a migration,
 * so a freshly migrated database stays empty for `npm run db:copy`.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxLines: 30,
  maxQuantity: 30,
  maxTotal: 100_000,
  confirmAbove: 30_000,
}

/** The limits in effect: what the site_values row `order_limits` sets, the defaults for the rest. */
export const orderLimitsOf = (stored: unknown): OrderLimits =>
  OrderLimits.parse({ ...DEFAULT_ORDER_LIMITS, ...(stored as Partial<OrderLimits> | undefined) })
