import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { freeOf } from '#shared/allergens'
import { translate } from '#shared/i18n'
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
import { ApiError } from '../errors'
import type { OpenApi } from '../openapi'
import { requestLang, validate } from '../validate'
import type { CatalogStore, CatalogView } from './store'

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
const one = <T extends z.ZodType>(item: T) => z.object({ data: item })

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
  .pipe(z.array(z.int().positive()).max(100))

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

/** Search and filters: what the menu's filters modal asks for. */
export function filterProducts(view: CatalogView, query: ProductQuery): ProductCard[] {
  const needle = query.q?.toLocaleLowerCase(view.lang)
  const ids = query.ids ? new Set(query.ids) : undefined
  const matches = view.products.filter(
    (p) =>
      (!ids || ids.has(p.id)) &&
      (!query.category ||
        p.categorySlug === query.category ||
        String(p.categoryId) === query.category) &&
      (query.tags ?? []).every((tag) => p.tags.includes(tag)) &&
      !(query.exclude ?? []).some((tag) => p.tags.includes(tag)) &&
      // Unknown allergens are never shown as free of one: an allergic customer must not guess.
      (!query.without?.length || freeOf(p.allergens, query.without)) &&
      (!needle ||
        p.name.toLocaleLowerCase(view.lang).includes(needle) ||
        p.description.toLocaleLowerCase(view.lang).includes(needle)),
  )
  const sorted = [...matches]
  if (query.sort === 'price-asc') sorted.sort((a, b) => a.price - b.price || a.id - b.id)
  else if (query.sort === 'price-desc') sorted.sort((a, b) => b.price - a.price || a.id - b.id)
  else sorted.sort((a, b) => b.popularity - a.popularity || a.id - b.id)
  return sorted.map(
    ({ modifierGroups: _m, related: _r, names: _n, categoryName: _c, ...card }) => card,
  )
}

function byRef<T extends { id: number; slug: string }>(items: Iterable<T>, ref: string) {
  for (const item of items) if (item.slug === ref || String(item.id) === ref) return item
  return undefined
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): any listed tag, weak or not. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch?.match(/"[^"]*"/g)?.includes(opaque) ?? false
}

/** Spec §7's catalog, dictionary and option calls, plus the menu, products and promotions. */
export function catalogRoutes(
  store: CatalogStore,
  docs: OpenApi,
  now: () => Date = () => new Date(),
) {
  const app = new Hono()
  // The stop-list as it is at this moment: a stop whose time is up has ended (the store compares).
  const view = (c: Context) => store.view(requestLang(c), now())
  const notFound = (c: Context, key: string) => new ApiError(404, translate(requestLang(c), key))

  // Catalog answers vary by language and are the same for everyone: only these may be cached. An
  // answer stays the same until the catalog changes, so the catalog's tag (read before the answer
  // is made, never newer than it) validates it: a client that has it gets a 304.
  const cacheable: MiddlewareHandler = async (c, next) => {
    const etag = `W/"${store.tag}.${requestLang(c)}"`
    if (matches(c.req.header('If-None-Match'), etag)) c.res = c.body(null, 304)
    else await next()
    if (c.res.status === 200 || c.res.status === 304) {
      c.res.headers.set('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
      c.res.headers.set('Vary', 'Accept-Language')
      c.res.headers.set('ETag', etag)
    }
  }

  docs.add({
    method: 'get',
    path: '/get-options',
    tag: 'site',
    summary: 'Site settings: phone, e-mail, brand',
    response: z.object({ settings: SiteSettings }),
  })
  app.get('/get-options', cacheable, async (c) => c.json({ settings: (await view(c)).settings }))

  docs.add({
    method: 'get',
    path: '/important-update-date',
    tag: 'site',
    summary: 'Site options: the alert banner and the alert popup',
    response: z.object({ options: SiteOptions }),
  })
  app.get('/important-update-date', cacheable, async (c) =>
    c.json({ options: (await view(c)).options }),
  )

  const dictionaries = [
    ['/dictionaries/social-and-messenger', 'Socials and messengers', Social, 'socials'],
    [
      '/get-regions',
      'Delivery zones with fee, minimum order and free-delivery threshold',
      Region,
      'regions',
    ],
    [
      '/get-restaurants',
      'Restaurants with address, phone, hours and coordinates',
      Restaurant,
      'restaurants',
    ],
    ['/dictionaries/payment-types', 'Payment types', DictionaryItem, 'paymentTypes'],
    ['/dictionaries/order-types', 'Order types', DictionaryItem, 'orderTypes'],
  ] as const
  for (const [path, summary, schema, key] of dictionaries) {
    docs.add({ method: 'get', path, tag: 'dictionaries', summary, response: list(schema) })
    app.get(path, cacheable, async (c) => c.json({ data: (await view(c))[key] }))
  }

  docs.add({
    method: 'get',
    path: '/get-categories-without-products',
    tag: 'catalog',
    summary: 'The categories, without their products',
    response: z.array(Category),
  })
  app.get('/get-categories-without-products', cacheable, async (c) =>
    c.json((await view(c)).categories),
  )

  docs.add({
    method: 'get',
    path: '/menu',
    tag: 'catalog',
    summary: 'Every category with its products',
    response: list(MenuSection),
  })
  app.get('/menu', cacheable, async (c) => c.json({ data: (await view(c)).sections }))

  docs.add({
    method: 'get',
    path: '/categories/:ref',
    tag: 'catalog',
    summary: 'A category with its products, by id or slug',
    response: one(MenuSection),
    errors: [404],
  })
  app.get('/categories/:ref', cacheable, async (c) => {
    const section = byRef((await view(c)).sections, c.req.param('ref'))
    if (!section) throw notFound(c, 'api.categoryNotFound')
    return c.json({ data: section })
  })

  docs.add({
    method: 'get',
    path: '/products',
    tag: 'catalog',
    summary: 'Search and filter products by text, category, tags and allergens',
    query: ProductQuery,
    response: list(ProductCard),
  })
  app.get('/products', cacheable, validate('query', ProductQuery), async (c) =>
    c.json({ data: filterProducts(await view(c), c.req.valid('query')) }),
  )

  docs.add({
    method: 'get',
    path: '/products/:ref',
    tag: 'catalog',
    summary: 'A product by slug or id, with its modifier groups and related products',
    response: one(Product),
    errors: [404],
  })
  app.get('/products/:ref', cacheable, async (c) => {
    const catalog = await view(c)
    const ref = c.req.param('ref')
    const product =
      catalog.productBySlug.get(ref) ??
      (/^\d+$/.test(ref) ? catalog.productById.get(Number(ref)) : undefined)
    if (!product) throw notFound(c, 'api.productNotFound')
    return c.json({ data: product })
  })

  docs.add({
    method: 'get',
    path: '/promotions',
    tag: 'catalog',
    summary: 'Active promotions',
    response: list(Promotion),
  })
  app.get('/promotions', cacheable, async (c) => c.json({ data: (await view(c)).promotions }))

  docs.add({
    method: 'get',
    path: '/promotions/:slug',
    tag: 'catalog',
    summary: 'A promotion by slug',
    response: one(Promotion),
    errors: [404],
  })
  app.get('/promotions/:slug', cacheable, async (c) => {
    const promotion = byRef((await view(c)).promotions, c.req.param('slug'))
    if (!promotion) throw notFound(c, 'api.promotionNotFound')
    return c.json({ data: promotion })
  })

  return app
}
