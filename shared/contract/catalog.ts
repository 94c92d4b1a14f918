import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { ALLERGENS } from '#shared/allergens'
import { TAGS } from '#shared/tags'
import { answers, EuroCents, list, one, params, RowId } from './http'
import { Placeholder } from './images'

// Spec §7's catalog: the menu, its products and the promotions, the same for everyone in a
// language, so their answers may be cached.

/** The tag schema; the list and its type live in ./tags for the browser. */
export const TagSchema = z.enum(TAGS)
export type Tag = z.infer<typeof TagSchema>

export const AllergenSchema = z.enum(ALLERGENS)
/** EU 1169/2011 annex II: what it contains; [] contains none of them, null nobody has said yet. */
export const AllergenList = z
  .array(AllergenSchema)
  .nullable()
  .describe('EU allergens it contains: [] none, null unknown')

export const Category = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: z.string(),
  description: z.string(),
  productCount: z.int(),
  image: z.string().nullable(),
  placeholder: Placeholder,
})
export type Category = z.infer<typeof Category>

export const ModifierOption = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  price: EuroCents,
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
  price: EuroCents.nullable(),
})
export type CardOffer = z.infer<typeof CardOffer>

export const ProductCard = z.object({
  id: z.int(),
  slug: z.string(),
  categoryId: z.int(),
  categorySlug: z.string(),
  name: z.string(),
  description: z.string(),
  price: EuroCents,
  weightGrams: z.int().nullable(),
  pieces: z.int().nullable(),
  volumeMl: z.int().nullable(),
  tags: z.array(TagSchema),
  allergens: AllergenList,
  popularity: z.int(),
  image: z.string(),
  placeholder: Placeholder,
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
  placeholder: Placeholder,
  /**
   * The offer it advertises: the code its "Order with this offer" keeps (null: automatic), or that
   * it has ended; null when it names none.
   */
  offer: z.object({ code: z.string().nullable(), ended: z.boolean() }).nullable(),
})
export type Promotion = z.infer<typeof Promotion>

const TagList = z
  .string()
  .max(200)
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(TagSchema))

const AllergenQueryList = z
  .string()
  .max(300)
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(AllergenSchema))

const IdList = z
  .string()
  .max(1000)
  .regex(/^\d+(,\d+)*$/)
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(RowId).max(100))

export const ProductQuery = z.object({
  ids: IdList.optional().describe('comma-separated product ids, e.g. the recently viewed list'),
  q: z.string().trim().max(100).optional(),
  category: z.string().max(100).optional(),
  tags: TagList.optional().describe('comma-separated tags every product must have'),
  exclude: TagList.optional().describe('comma-separated tags no product may have'),
  without: AllergenQueryList.optional().describe(
    'comma-separated EU allergens, e.g. gluten,fish: only products known to contain none of them',
  ),
  sort: z.enum(['popularity', 'price-asc', 'price-desc']).default('popularity'),
})
export type ProductQuery = z.infer<typeof ProductQuery>

export const categories = createRoute({
  method: 'get',
  path: '/get-categories-without-products',
  tags: ['catalog'],
  summary: 'The categories, without their products',
  responses: answers(z.array(Category)),
})

export const menu = createRoute({
  method: 'get',
  path: '/menu',
  tags: ['catalog'],
  summary: 'Every category with its products',
  responses: answers(list(MenuSection)),
})

export const category = createRoute({
  method: 'get',
  path: '/categories/{ref}',
  tags: ['catalog'],
  summary: 'A category with its products, by id or slug',
  request: { params: params('ref') },
  responses: answers(one(MenuSection), 404),
})

export const products = createRoute({
  method: 'get',
  path: '/products',
  tags: ['catalog'],
  summary: 'Search and filter products by text, category, tags and allergens',
  request: { query: ProductQuery },
  responses: answers(list(ProductCard)),
})

export const product = createRoute({
  method: 'get',
  path: '/products/{ref}',
  tags: ['catalog'],
  summary: 'A product by slug or id, with its modifier groups and related products',
  request: { params: params('ref') },
  responses: answers(one(Product), 404),
})

export const promotions = createRoute({
  method: 'get',
  path: '/promotions',
  tags: ['catalog'],
  summary: 'Active promotions',
  responses: answers(list(Promotion)),
})

export const promotion = createRoute({
  method: 'get',
  path: '/promotions/{slug}',
  tags: ['catalog'],
  summary: 'A promotion by slug',
  request: { params: params('slug') },
  responses: answers(one(Promotion), 404),
})
