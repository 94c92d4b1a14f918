import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { dataFromText } from '#client/renderer/data-text'
import { products } from '#server/db/schema'
import { BROWSER, createTestApp } from './app'

const { app, database, catalog } = await createTestApp({ pageCache: true })
const get = (path: string, cookie = 'lang=en') =>
  app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: cookie } })
const nonceOf = (response: Response) =>
  /'nonce-([\w-]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

it('renders an anonymous public page once and serves it from memory, with a fresh nonce', async () => {
  const first = await get('/en/delivery')
  expect(first.headers.get('x-page-cache')).toBeNull()
  await first.text()
  const second = await get('/en/delivery')
  expect(second.headers.get('x-page-cache')).toBe('hit')
  const nonce = nonceOf(second)
  const body = await second.text()
  expect(nonce).not.toBe(nonceOf(first))
  const nonces = [...body.matchAll(/nonce="([\w-]+)"/g)].map((m) => m[1])
  expect(nonces.length).toBeGreaterThan(0)
  expect(new Set(nonces)).toEqual(new Set([nonce]))
})

it('answers a hit gzipped, with its own nonce, to a browser that takes gzip', async () => {
  await (await get('/en/contacts')).text()
  const ask = (encoding: string) =>
    app.request('/en/contacts', {
      headers: { 'User-Agent': BROWSER, Cookie: 'lang=en', 'Accept-Encoding': encoding },
    })
  const [zipped, again, plain] = [
    await ask('gzip, deflate, br, zstd'),
    await ask('gzip'),
    await ask('identity'),
  ]
  expect(zipped.headers.get('x-page-cache')).toBe('hit')
  expect(zipped.headers.get('content-encoding')).toBe('gzip')
  expect(zipped.headers.get('vary')).toContain('Accept-Encoding')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('vary')).toContain('Accept-Encoding')
  const page = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()
  const other = gunzipSync(Buffer.from(await again.arrayBuffer())).toString()
  const nonce = nonceOf(zipped)!
  expect(page).toContain(`nonce="${nonce}"`)
  expect(other).toContain(`nonce="${nonceOf(again)}"`)
  expect(nonceOf(again)).not.toBe(nonce)
  // The same page as the uncompressed answer, but for the nonce.
  expect(page.replaceAll(nonce, 'N')).toBe((await plain.text()).replaceAll(nonceOf(plain)!, 'N'))
})

it('never caches for a signed-in customer, nor private pages', async () => {
  await (await get('/en/menu')).text()
  const signedIn = await get('/en/menu', 'lang=en; auth_token=abcdefghijklmnopqrstuvwxyz0123456789')
  expect(signedIn.headers.get('x-page-cache')).toBeNull()
  await (await get('/en/checkout')).text()
  expect((await get('/en/checkout')).headers.get('x-page-cache')).toBeNull()
})

it('keeps languages apart', async () => {
  await (await get('/ru/contacts', 'lang=ru')).text()
  const english = await get('/en/contacts')
  expect(await english.text()).toContain('<html lang="en-US">')
})

it("keeps a page's data for client navigation, as public as the page", async () => {
  const path = '/en/menu/rolls/index.pageContext.json'
  const first = await get(path)
  expect(first.headers.get('x-page-cache')).toBeNull()
  const data = await first.json()
  const second = await get(path)
  expect(second.headers.get('x-page-cache')).toBe('hit')
  expect(second.headers.get('content-type')).toMatch(/^application\/json/)
  expect(await second.json()).toEqual(data)
  dataFromText(data)
  expect(data.data.current.slug).toBe('rolls')
})

it('never keeps the data of a page that was not found or redirects (Vike says both with a 200)', async () => {
  for (const path of [
    '/en/product/no-such-product/index.pageContext.json',
    // A product's id leads to its canonical slug.
    '/en/product/4/index.pageContext.json',
  ]) {
    await (await get(path)).text()
    const again = await get(path)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-page-cache')).toBeNull()
    expect(await again.text()).toMatch(/"abortStatusCode":404|"_urlRedirect"/)
  }
})

it('keeps the page with the attention popup for visitors who have not seen it yet', async () => {
  const page = async (cookie: string) => {
    await (await get('/en/promotions', cookie)).text()
    const response = await get('/en/promotions', cookie)
    expect(response.headers.get('x-page-cache')).toBe('hit')
    return response.text()
  }
  const popup = /<dialog[^>]*data-testid="attention-modal"[\s\S]*Holiday hours/
  expect(await page('lang=en')).toMatch(popup)
  expect(await page('lang=en; attention=1')).not.toContain('attention-modal')
  expect(await page('lang=en')).toMatch(popup)
})

it('serves the stale page while a fresh one renders after the catalog changed', async () => {
  await (await get('/en/product/set-sakura')).text()
  await database.db.update(products).set({ price: 3990 }).where(eq(products.slug, 'set-sakura'))
  catalog.invalidate()
  const stale = await get('/en/product/set-sakura')
  expect(stale.headers.get('x-page-cache')).toBe('stale')
  expect(await stale.text()).toContain('€34.90')
  await expect
    .poll(async () => {
      const response = await get('/en/product/set-sakura')
      return (
        response.headers.get('x-page-cache') === 'hit' && (await response.text()).includes('€39.90')
      )
    })
    .toBe(true)
})

it('a client cannot force a render with the internal refresh header', async () => {
  await (await get('/uk/promotions')).text()
  const forced = await app.request('/uk/promotions', {
    headers: { 'User-Agent': BROWSER, Cookie: 'lang=en', 'X-Page-Cache-Refresh': '1' },
  })
  expect(forced.headers.get('x-page-cache')).toBe('hit')
  await forced.text()
})

it('a query string the page does not read is served from the page it does not change', async () => {
  await (await get('/uk/menu')).text()
  const tagged = await get(`/uk/menu?utm_source=news&fbclid=${Date.now()}`)
  expect(tagged.headers.get('x-page-cache')).toBe('hit')
  // The language links keep only what the page reads, so the copy is right for every such URL.
  expect(await tagged.text()).not.toContain('fbclid')
  // A filter changes the menu: it is a page of its own, and its links keep it.
  const filtered = await get('/uk/menu?sort=price-asc&utm_source=news')
  expect(filtered.headers.get('x-page-cache')).toBeNull()
  const html = await filtered.text()
  expect(html).toContain('href="/en/menu?sort=price-asc"')
  expect(html).not.toContain('utm_source')
  expect(html).toContain('name="back" value="/uk/menu?sort=price-asc"')
  expect((await get('/uk/menu?utm_source=x&sort=price-asc')).headers.get('x-page-cache')).toBe(
    'hit',
  )
})

it('parameters are keyed by what they mean: random values are one redirect to the page, not a render each', async () => {
  const { app: shop, api } = await createTestApp({ pageCache: true })
  let renders = 0
  const fetch = api.fetch.bind(api)
  api.fetch = (async (request: Request) => {
    if (new URL(request.url).pathname === '/api/products') renders += 1
    return fetch(request)
  }) as typeof api.fetch
  const ask = (path: string) =>
    shop.request(path, { headers: { 'User-Agent': BROWSER, Cookie: 'lang=en' } })
  await (await ask('/en/menu?sort=price-asc')).text()
  await (await ask('/en/menu')).text()
  expect(renders).toBe(2)
  const random = () => Math.random().toString(36).slice(2)
  const junk = [
    ...Array.from({ length: 10 }, () => [`page=${random()}`, '/en/menu']),
    ...Array.from({ length: 10 }, () => [`tags=${random()}`, '/en/menu']),
    ...Array.from({ length: 10 }, () => [`sort=${random()}&utm_source=x`, '/en/menu?utm_source=x']),
    ...Array.from({ length: 10 }, () => [
      `sort=price-asc&next=%2F%2F${random()}`,
      '/en/menu?sort=price-asc',
    ]),
  ]
  for (const [query, canonical] of junk) {
    const moved = await ask(`/en/menu?${query}`)
    expect(moved.status, query).toBe(301)
    expect(moved.headers.get('location')).toBe(canonical)
    const page = await ask(moved.headers.get('location')!)
    expect(page.headers.get('x-page-cache'), query).toBe('hit')
    await page.text()
  }
  // One spelling per meaning: the same tags in any order and case, a sign-in prompt with any value.
  for (const [query, canonical] of [
    ['tags=new,Spicy,new', '/en/menu?tags=spicy%2Cnew'],
    ['tags=spicy&tags=new', '/en/menu?tags=spicy%2Cnew'],
    ['signin=yes', '/en/menu?signin=1'],
  ]) {
    expect((await ask(`/en/menu?${query}`)).headers.get('location'), query).toBe(canonical)
  }
  expect(renders).toBe(2)
})

it('a page showing what only its URL says is rendered for its visitor and never kept', async () => {
  const { app: shop } = await createTestApp({ pageCache: true })
  const ask = (path: string) =>
    shop.request(path, { headers: { 'User-Agent': BROWSER, Cookie: 'lang=en' } })
  // An allergen name no list knows is named on the page; the way back after signing in is in its links.
  for (const path of ['/en/menu?without=peanut', '/en?signin=1&next=%2Fen%2Faccount']) {
    await (await ask(path)).text()
    const again = await ask(path)
    expect(again.status, path).toBe(200)
    expect(again.headers.get('x-page-cache'), path).toBeNull()
    await again.text()
  }
})
