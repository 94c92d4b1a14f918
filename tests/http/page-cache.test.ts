import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { dataFromText } from '#client/renderer/data-text'
import { products } from '#server/db/schema'
import { line, NOON, newKey, pickup } from '#tests/support/shop'
import { BROWSER, createTestApp } from './app'
import { signInAtEdge } from './sign-in'

const { app, database, catalog } = await createTestApp({ pageCache: true })
const get = (path: string, cookie = 'lang=en') =>
  app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: cookie } })
const nonceOf = (response: Response) =>
  /'nonce-([\w-]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
/** Every kind of page the cache keeps, and a page's data for client navigation. */
const PUBLIC_PAGES = [
  '/en',
  '/en/menu',
  '/en/menu/rolls',
  '/en/product/set-sakura',
  '/en/promotions',
  '/en/delivery',
  '/en/contacts',
  '/en/favorites',
  '/en/company',
  '/en/legal/privacy',
  '/en/menu/index.pageContext.json',
]

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

it("keeps a signed-in customer's copy apart, never stored by a browser; private pages are never kept", async () => {
  const token = 'lang=en; auth_token=abcdefghijklmnopqrstuvwxyz0123456789'
  const visitor = await (await get('/en/menu')).text()
  const first = await get('/en/menu', token)
  expect(first.headers.get('x-page-cache')).toBeNull()
  await first.text()
  const customer = await get('/en/menu', token)
  expect(customer.headers.get('x-page-cache')).toBe('hit')
  expect(customer.headers.get('cache-control')).toContain('no-store')
  const page = await customer.text()
  // The header's account link where a visitor has the sign-in button, and nothing else.
  expect(page).toContain('href="/en/account"')
  expect(visitor).not.toContain('href="/en/account"')
  const again = await get('/en/menu')
  expect(again.headers.get('x-page-cache')).toBe('hit')
  expect(await again.text()).not.toContain('href="/en/account"')
  // A page's data: a shared cache may keep a visitor's, never a customer's.
  const data = '/en/menu/index.pageContext.json'
  await (await get(data, token)).text()
  const customerData = await get(data, token)
  expect(customerData.headers.get('x-page-cache')).toBe('hit')
  expect(customerData.headers.get('cache-control')).toBe('private, no-store')
  expect((await customerData.json()).signedIn).toBe(true)
  await (await get(data)).text()
  const visitorData = await get(data)
  expect(visitorData.headers.get('cache-control')).toBe('no-cache')
  expect((await visitorData.json()).signedIn).toBe(false)
  for (const path of ['/en/checkout', '/en/account']) {
    await (await get(path, token)).text()
    expect((await get(path, token)).headers.get('x-page-cache'), path).toBeNull()
  }
})

it('renders the same public pages for every customer, byte for byte: nothing of theirs is in them', async () => {
  // Rendered each time (no cache), so what is compared is what a render would keep for everyone.
  const shop = await createTestApp({ now: () => NOON })
  const customers = await Promise.all(
    [
      ['359888700051', 'Rada'],
      ['359888700052', 'Maria'],
    ].map(async ([phone, name]) => {
      const { cookie } = await signInAtEdge(shop, phone!, NOON)
      const saved = await shop.app.request('https://shop.example/api/update-profile', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ name, birthday: '1990-11-24' }),
      })
      expect(saved.status).toBe(200)
      return { cookie, name: name! }
    }),
  )
  // One of them has ordered (a history, bonuses spent and earned), the other has not.
  const placed = await shop.app.request('https://shop.example/api/orders', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: customers[0]!.cookie,
      'Idempotency-Key': newKey(),
    },
    body: JSON.stringify(pickup([line('set-sakura', 1)])),
  })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const render = async (path: string, cookie: string) => {
    const response = await shop.app.request(`https://shop.example${path}`, {
      headers: { 'User-Agent': BROWSER, Cookie: `lang=en; attention=1; ${cookie}` },
    })
    expect(response.status, path).toBe(200)
    const nonce = nonceOf(response)!
    return (await response.text()).replaceAll(nonce, 'N')
  }
  for (const path of PUBLIC_PAGES) {
    const [first, second] = [
      await render(path, customers[0]!.cookie),
      await render(path, customers[1]!.cookie),
    ]
    expect(first, path).toBe(second)
    for (const { name } of customers) expect(first, path).not.toContain(name)
  }
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
