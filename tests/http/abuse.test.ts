import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { negotiate } from '#server/edge/language'
import { langFromApiHeader } from '#shared/locales'
import { BROWSER, createTestApp } from './app'
import { signInAtEdge } from './sign-in'

// security.md RED-05, RED-06, RED-08, RED-09 and RED-10, against the whole edge chain as production
// runs it (HTTPS, the page cache, the built files).

const ORIGIN = 'https://shop.example'
const shop = await createTestApp({ https: true, pageCache: true, assets: true })
const { app } = shop
const customer = await signInAtEdge(shop, '359881000003')

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${path}`, { headers: { 'User-Agent': BROWSER, ...headers } })

/** What a visitor gets: the status, where it sends them, the language of the page. */
async function page(response: Response) {
  const body = await response.text()
  return {
    status: response.status,
    location: response.headers.get('location'),
    lang: /<html lang="([\w-]+)"/.exec(body)?.[1] ?? null,
  }
}

const KB10 = 10 * 1024
const pad = (unit: string, bytes = KB10) => unit.repeat(Math.ceil(bytes / unit.length))

describe('a 10 KB Accept-Language is harmless', () => {
  it.each([
    ['a real preference list, padded', `en-GB,en;q=0.9,${pad('de;q=0.1,')}`, 302, '/en', null],
    ['the same language a thousand times', pad('uk,'), 302, '/uk', null],
    ['nothing we speak', pad('xx-YY;q=0.5,'), 200, null, 'bg-BG'],
    ['separators only', pad(';,='), 200, null, 'bg-BG'],
    [
      'a q-value that never ends, read as no weight',
      `ru;q=0.${'9'.repeat(KB10)}`,
      302,
      '/ru',
      null,
    ],
  ])('%s', async (_, accept, status, location, lang) => {
    expect(await page(await get('/', { 'Accept-Language': accept }))).toEqual({
      status,
      location,
      lang,
    })
  })

  it('a page and the API answer as usual', async () => {
    const header = { 'Accept-Language': `ru,${pad('en;q=0.1,')}` }
    expect(await page(await get('/en/menu', header))).toMatchObject({ status: 200, lang: 'en-US' })
    expect((await get('/api/get-options', header)).status).toBe(200)
  })

  it('is read in linear time, whatever its shape', () => {
    // Shapes that make a backtracking pattern work hard, each a megabyte.
    const shapes = [
      pad(' ', 2 ** 20),
      pad('a;q=1 ', 2 ** 20),
      pad('-', 2 ** 20),
      pad(';q=', 2 ** 20),
    ]
    const started = performance.now()
    for (const shape of shapes) {
      negotiate(`${shape}!`)
      langFromApiHeader(`${shape}!`)
    }
    expect(performance.now() - started).toBeLessThan(250)
  })
})

describe('10 KB of cookies are harmless', () => {
  const manyCookies = Array.from({ length: 800 }, (_, i) => `c${i}=v${i}`).join('; ')
  it.each([
    ['many cookies, the language last', `${manyCookies}; lang=ru`, 302, '/ru', null],
    ['one huge cookie beside the language', `blob=${pad('x')}; lang=uk`, 302, '/uk', null],
    ['malformed pairs', `;;=;lang;=en;%zz=%;"=";${pad('=;')}`, 200, null, 'bg-BG'],
    ['a language cookie that is no language', `lang=${pad('%E0%A4%A')}`, 200, null, 'bg-BG'],
    ['a huge session token', `__Host-auth_token=${pad('A')}`, 200, null, 'bg-BG'],
  ])('%s', async (_, cookie, status, location, lang) => {
    expect(await page(await get('/', { Cookie: cookie }))).toEqual({ status, location, lang })
  })

  it('a huge session token is no session: the account asks to sign in', async () => {
    const response = await get('/en/account/orders', { Cookie: `__Host-auth_token=${pad('A')}` })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en?signin=1&next=%2Faccount%2Forders')
  })

  it('the Node listener takes them too, one at a time', async () => {
    const server = createServer(getRequestListener(app.fetch)).listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const statuses = []
    const headers: Record<string, string>[] = [
      { Cookie: `${manyCookies}; lang=en` },
      { 'Accept-Language': pad('en,') },
    ]
    for (const header of headers) {
      const response = await fetch(`http://127.0.0.1:${port}/en/menu`, { headers: header })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    server.close()
    expect(statuses).toEqual([200, 200])
  })
})

describe('Host and forwarded headers are never reflected', () => {
  // Each header carries its own marker, so a failure names the header that got through.
  const FORGED = {
    'X-Forwarded-Host': 'xfh.evil.example',
    'X-Forwarded-Proto': 'gopher',
    'X-Forwarded-For': '198.51.100.66',
    Forwarded: 'for=198.51.100.67;host=fwd.evil.example;proto=gopher',
    'X-Original-URL': '/xou-evil',
    'X-Rewrite-URL': '/xrw-evil',
  }
  const MARKERS = /[\w.-]*(?:evil|gopher|198\.51\.100\.)[\w.-]*/i
  const forged = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://host.evil.example${path}`, {
      headers: { 'User-Agent': BROWSER, Host: 'host.evil.example', ...FORGED, ...headers },
    })

  it.each([
    ['an HTML page', '/en/menu', {}],
    ['a product page', '/ru/product/set-sakura', {}],
    ['the root, negotiated', '/', { 'Accept-Language': 'en' }],
    ['the root, in Bulgarian', '/', {}],
    ['a legacy redirect', '/promo?utm_source=x', {}],
    ["the account's sign-in redirect", '/account', {}],
    ['a signed-in page', '/en/account/orders', { Cookie: customer.cookie }],
    ['a referral link', '/?ref=abcdef', {}],
    ['the 404 page', '/en/no-such-page', {}],
    ['a missing file', '/assets/missing.js', {}],
    ['the sitemap', '/sitemap.xml', {}],
    ['robots.txt', '/robots.txt', {}],
    ['the API', '/api/get-options', {}],
    ['client navigation data', '/en/menu/index.pageContext.json', {}],
  ])('%s: no body, header or cookie carries them', async (_, path, headers) => {
    const response = await forged(path, headers)
    const body = await response.text()
    const allHeaders = [...response.headers].map(([name, value]) => `${name}: ${value}`)
    expect(body.match(MARKERS)?.[0] ?? null).toBeNull()
    expect(allHeaders.filter((h) => MARKERS.test(h))).toEqual([])
    expect(response.status).toBeLessThan(500)
  })

  it('canonical and hreflang links name the configured origin only', async () => {
    const body = await (await forged('/ru/product/set-sakura')).text()
    const links = [...body.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)]
    expect(links.length).toBeGreaterThanOrEqual(5)
    for (const [, href] of links) expect(new URL(href!).origin).toBe(ORIGIN)
  })
})

describe('web cache deception: a static-looking name under /account is never the account', () => {
  // What every account page shows and no other page does: the account's own navigation.
  const ACCOUNT_NAV = `aria-label="${en.pages.account.title}"`

  /** Where a path lands: a trailing slash is first normalised away by one 301. */
  async function land(path: string, cookie: string) {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
    const first = await get(path, headers)
    const location = first.headers.get('location')
    return first.status === 301 && location ? get(location, headers) : first
  }

  it('the real account page shows it', async () => {
    const response = await get('/en/account/profile', { Cookie: customer.cookie })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(ACCOUNT_NAV)
  })

  it.each([
    '/account/x.css',
    '/account/orders/x.js',
    '/account/orders/1.css',
    '/en/account/profile/x.css',
    '/ru/account/bonuses.js',
    '/account/orders/1/x.png',
    '/account;x.css',
    '/en/account/x.css/',
  ])('%s, signed in or not, is a 404 nobody stores', async (path) => {
    for (const cookie of [customer.cookie, '']) {
      const response = await land(path, cookie)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      expect(await response.text()).not.toContain(ACCOUNT_NAV)
    }
  })
})
