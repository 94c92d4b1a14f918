import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { Area } from '#shared/area'
import {
  AllergenSchema,
  Category,
  DictionaryItem,
  MenuSection,
  Product,
  ProductCard,
  Promotion,
  Region,
  Restaurant,
  SiteOptions,
  SiteSettings,
  Social,
  TagSchema,
} from '#shared/schemas'
import { answers, list, one, params, RowId } from './http'

// Spec §7's catalog, dictionary and option calls, plus the menu, products and promotions: the same
// for everyone in a language, so their answers may be cached.

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

export const siteSettings = createRoute({
  method: 'get',
  path: '/get-options',
  tags: ['site'],
  summary: 'Site settings: phone, e-mail, brand',
  responses: answers(z.object({ settings: SiteSettings })),
})

export const siteOptions = createRoute({
  method: 'get',
  path: '/important-update-date',
  tags: ['site'],
  summary: 'Site options: the alert banner and the alert popup',
  responses: answers(z.object({ options: SiteOptions })),
})

export const socials = createRoute({
  method: 'get',
  path: '/dictionaries/social-and-messenger',
  tags: ['dictionaries'],
  summary: 'Socials and messengers',
  responses: answers(list(Social)),
})

export const regions = createRoute({
  method: 'get',
  path: '/get-regions',
  tags: ['dictionaries'],
  summary: 'Delivery zones with fee, minimum order and free-delivery threshold',
  responses: answers(list(Region)),
})

/** A zone's area on the map, for the delivery page's map (its figures come with `regions`). */
export const ZoneArea = z.object({ regionId: z.int(), area: Area })

export const zoneAreas = createRoute({
  method: 'get',
  path: '/get-regions/areas',
  tags: ['dictionaries'],
  summary:
    'The delivery zones drawn on the map (GeoJSON), first listed first; zones without one are left out',
  responses: answers(list(ZoneArea)),
})

export const restaurants = createRoute({
  method: 'get',
  path: '/get-restaurants',
  tags: ['dictionaries'],
  summary: 'Restaurants with address, phone, hours and coordinates',
  responses: answers(list(Restaurant)),
})

export const paymentTypes = createRoute({
  method: 'get',
  path: '/dictionaries/payment-types',
  tags: ['dictionaries'],
  summary: 'Payment types',
  responses: answers(list(DictionaryItem)),
})

export const orderTypes = createRoute({
  method: 'get',
  path: '/dictionaries/order-types',
  tags: ['dictionaries'],
  summary: 'Order types',
  responses: answers(list(DictionaryItem)),
})

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
