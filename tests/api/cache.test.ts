import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '#server/db/schema'
import type { MenuSection, Product, ProductCard } from '#shared/contract/catalog'
import { apiLanguage, LANGS } from '#shared/locales'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { seedProduct } from '#tests/support/seed'

const ENGINES = await engines()

const CATALOG_GETS = [
  '/api/get-options',
  '/api/important-update-date',
  '/api/dictionaries/social-and-messenger',
  '/api/get-regions',
  '/api/get-regions/areas',
  '/api/get-restaurants',
  '/api/dictionaries/payment-types',
  '/api/dictionaries/order-types',
  '/api/get-categories-without-products',
  '/api/menu',
  '/api/categories/rolls',
  '/api/categories/1',
  '/api/products',
  '/api/products?tags=spicy&sort=price-asc',
  '/api/products/filadelfiia-klasik',
  '/api/products/4',
  '/api/promotions',
  '/api/promotions/welcome-bonus',
]

type One<T> = { data: T }
type List<T> = { data: T[] }

describe.each(ENGINES)('catalog caching on %s', (engine) => {
  const t = useApi(engine)

  it.each(CATALOG_GETS)('GET %s answers Vary: Accept-Language and a max-age', async (path) => {
    for (const lang of ['bg', 'en']) {
      const reply = await t.get(path, lang)
      expect(reply.status).toBe(200)
      const vary = (reply.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase())
      expect(vary).toContain('accept-language')
      const cacheControl = reply.headers.get('cache-control') ?? ''
      expect(cacheControl).toMatch(/(^|,\s*)max-age=[1-9]\d*(,|$)/)
      expect(cacheControl).not.toMatch(/no-store|private/)
    }
  })

  it('a client holding the current answer gets a 304, until the catalog or the language changes', async () => {
    const first = await t.get('/api/menu', 'en')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await t.get('/api/menu', 'en', { 'If-None-Match': etag! })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(again.headers.get('vary')).toContain('Accept-Language')
    // Browsers send the tag back as they got it, several tags at once, or strong.
    const strong = etag!.slice(2)
    expect((await t.get('/api/menu', 'en', { 'If-None-Match': `"x", ${strong}` })).status).toBe(304)

    expect((await t.get('/api/menu', 'bg', { 'If-None-Match': etag! })).status).toBe(200)
    t.catalog.invalidate()
    const changed = await t.get('/api/menu', 'en', { 'If-None-Match': etag! })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })

  it('errors are never marked cacheable', async () => {
    for (const path of ['/api/categories/nope', '/api/products/nope', '/api/products?sort=x']) {
      const reply = await t.get(path, 'en')
      expect(reply.status).toBeGreaterThanOrEqual(400)
      expect(reply.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/)
    }
  })

  it("a cart quote (a POST about one visitor's cart) is not marked public or cacheable", async () => {
    const reply = await t.send('/api/cart/quote', {
      method: 'POST',
      lang: 'en',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: [] }),
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/)
  })

  it('the in-memory catalog answers per language, and invalidation shows database changes', async () => {
    const slug = 'filadelfiia-klasik'
    const seed = seedProduct(slug)
    const product = (lang: string) => t.get<One<Product>>(`/api/products/${slug}`, lang)
    const menuName = async (lang: string) => {
      const menu = await t.get<List<MenuSection>>('/api/menu', lang)
      return menu.body.data[0]!.products.find((p) => p.slug === slug)!.name
    }
    const search = (q: string, lang: string) =>
      t.get<List<ProductCard>>(`/api/products?q=${encodeURIComponent(q)}`, lang)

    // Warm the cache in two languages: each has its own answer.
    expect((await product('en')).body.data.name).toBe('Philadelphia Classic')
    expect((await product('bg')).body.data.name).toBe('Филаделфия класик')
    expect(await menuName('en')).toBe('Philadelphia Classic')

    const renamed = {
      bg: 'Филаделфия нова',
      ru: 'Филадельфия новая',
      en: 'Philadelphia Renamed',
      uk: 'Філадельфія нова',
    }
    await t.db.update(products).set({ name: renamed }).where(eq(products.slug, slug))
    const [row] = await t.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.slug, slug))
    expect(row?.name).toEqual(renamed)

    // Until invalidated, every answer comes from the cached catalog.
    expect((await product('en')).body.data.name).toBe('Philadelphia Classic')
    expect((await product('bg')).body.data.name).toBe('Филаделфия класик')
    expect((await product('en')).body.data.names).toEqual(seed.name)
    expect(await menuName('en')).toBe('Philadelphia Classic')
    expect((await search('Renamed', 'en')).body.data).toEqual([])
    // A language not asked before comes from the same snapshot: no mix of old and new.
    expect((await product('ru')).body.data.name).toBe(seed.name.ru)

    const version = t.catalog.version
    t.catalog.invalidate()
    expect(t.catalog.version).toBe(version + 1)

    for (const lang of LANGS) {
      const reply = await product(apiLanguage(lang))
      expect(reply.status).toBe(200)
      expect(reply.body.data.name).toBe(renamed[lang])
      expect(reply.body.data.names).toEqual(renamed)
    }
    expect(await menuName('en')).toBe('Philadelphia Renamed')
    expect(await menuName('bg')).toBe('Филаделфия нова')
    expect((await search('renamed', 'en')).body.data.map((p) => p.slug)).toEqual([slug])
    // Related cards of other products show the new name too.
    const related = await t.get<One<Product>>('/api/products/filadelfiia-s-avokado', 'en')
    expect(related.body.data.related.find((p) => p.slug === slug)?.name).toBe(
      'Philadelphia Renamed',
    )

    // Back to the seed name, visible again only after the next invalidation.
    await t.db.update(products).set({ name: seed.name }).where(eq(products.slug, slug))
    expect((await product('en')).body.data.name).toBe('Philadelphia Renamed')
    t.catalog.invalidate()
    expect((await product('en')).body.data.name).toBe('Philadelphia Classic')
  })

  it('the cache keeps other changes out until invalidated: prices and the stop-list', async () => {
    const slug = 'miso-supa'
    const before = await t.get<One<Product>>(`/api/products/${slug}`, 'en')
    expect(before.body.data).toMatchObject({ price: 490, available: true })
    await t.db.update(products).set({ price: 590, available: false }).where(eq(products.slug, slug))
    expect((await t.get<One<Product>>(`/api/products/${slug}`, 'en')).body.data).toMatchObject({
      price: 490,
      available: true,
    })
    t.catalog.invalidate()
    const after = await t.get<One<Product>>(`/api/products/${slug}`, 'en')
    expect(after.body.data).toMatchObject({ price: 590, available: false })
    const menu = await t.get<List<MenuSection>>('/api/menu', 'en')
    const card = menu.body.data.flatMap((s) => s.products).find((p) => p.slug === slug)
    expect(card).toMatchObject({ price: 590, available: false })
    await t.db.update(products).set({ price: 490, available: true }).where(eq(products.slug, slug))
    t.catalog.invalidate()
  })

  it('concurrent first requests in several languages agree with each other', async () => {
    t.catalog.invalidate()
    const replies = await Promise.all(
      LANGS.flatMap((lang) => [
        t.get<List<MenuSection>>('/api/menu', apiLanguage(lang)),
        t.get<List<MenuSection>>('/api/menu', apiLanguage(lang)),
      ]),
    )
    for (let i = 0; i < replies.length; i += 2) {
      expect(replies[i]!.status).toBe(200)
      expect(replies[i]!.body).toEqual(replies[i + 1]!.body)
    }
    const ids = replies.map((r) => r.body.data.flatMap((s) => s.products.map((p) => p.id)))
    for (const list of ids) expect(list).toEqual(ids[0])
  })
})
