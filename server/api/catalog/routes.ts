import type { Context, MiddlewareHandler } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import { freeOf } from '#shared/allergens'
import type { ProductCard, ProductQuery } from '#shared/contract/catalog'
import * as contract from '#shared/contract/catalog'
import { legalPage } from '#shared/contract/legal'
import * as places from '#shared/contract/places'
import * as site from '#shared/contract/site'
import { translate } from '#shared/i18n'
import type { CatalogStore, CatalogView } from './store'

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
export function catalogRoutes(store: CatalogStore, now: () => Date = () => new Date()) {
  const app = contractApp()
  // The stop-list as it is at this moment: a stop whose time is up has ended (the store compares).
  const view = (c: Context) => store.view(requestLang(c), now())
  const notFound = (c: Context, key: string) => new ApiError(404, translate(requestLang(c), key))

  // Catalog answers vary by language and are the same for everyone: only these may be cached. An
  // answer stays the same until the catalog changes, so the catalog's tag (read before the answer
  // is made, never newer than it) validates it: a client that has it gets a 304.
  const cacheable: MiddlewareHandler = async (c, next) => {
    const etag = `W/"${store.tagAt(now())}.${requestLang(c)}"`
    if (matches(c.req.header('If-None-Match'), etag)) c.res = c.body(null, 304)
    else await next()
    if (c.res.status === 200 || c.res.status === 304) {
      c.res.headers.set('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
      c.res.headers.set('Vary', 'Accept-Language')
      c.res.headers.set('ETag', etag)
    }
  }

  const cached = <R extends object>(endpoint: R) => ({ ...endpoint, middleware: [cacheable] })

  app.openapi(cached(site.siteSettings), async (c) =>
    c.json({ settings: (await view(c)).settings }, 200),
  )
  app.openapi(cached(site.siteOptions), async (c) =>
    c.json({ options: (await view(c)).options }, 200),
  )
  app.openapi(cached(site.socials), async (c) => c.json({ data: (await view(c)).socials }, 200))
  app.openapi(cached(places.regions), async (c) => c.json({ data: (await view(c)).regions }, 200))
  app.openapi(cached(places.zoneAreas), async (c) =>
    c.json({ data: (await view(c)).zoneAreas }, 200),
  )
  app.openapi(cached(places.restaurants), async (c) =>
    c.json({ data: (await view(c)).restaurants }, 200),
  )
  app.openapi(cached(site.paymentTypes), async (c) =>
    c.json({ data: (await view(c)).paymentTypes }, 200),
  )
  app.openapi(cached(site.orderTypes), async (c) =>
    c.json({ data: (await view(c)).orderTypes }, 200),
  )
  app.openapi(cached(contract.categories), async (c) => c.json((await view(c)).categories, 200))
  app.openapi(cached(contract.menu), async (c) => c.json({ data: (await view(c)).sections }, 200))

  app.openapi(cached(contract.category), async (c) => {
    const section = byRef((await view(c)).sections, c.req.valid('param').ref)
    if (!section) throw notFound(c, 'api.categoryNotFound')
    return c.json({ data: section }, 200)
  })

  app.openapi(cached(contract.products), async (c) =>
    c.json({ data: filterProducts(await view(c), c.req.valid('query')) }, 200),
  )

  app.openapi(cached(contract.product), async (c) => {
    const catalog = await view(c)
    const { ref } = c.req.valid('param')
    const product =
      catalog.productBySlug.get(ref) ??
      (/^\d+$/.test(ref) ? catalog.productById.get(Number(ref)) : undefined)
    if (!product) throw notFound(c, 'api.productNotFound')
    return c.json({ data: product }, 200)
  })

  app.openapi(cached(contract.promotions), async (c) =>
    c.json({ data: (await view(c)).promotions }, 200),
  )

  app.openapi(cached(contract.promotion), async (c) => {
    const promotion = byRef((await view(c)).promotions, c.req.valid('param').slug)
    if (!promotion) throw notFound(c, 'api.promotionNotFound')
    return c.json({ data: promotion }, 200)
  })

  app.openapi(cached(legalPage), async (c) => {
    const page = (await view(c)).legal.get(c.req.valid('param').doc)
    if (!page) throw notFound(c, 'api.legalNotFound')
    return c.json({ data: page }, 200)
  })

  return app
}
