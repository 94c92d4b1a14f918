import { describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { customers, orders } from '#server/db/schema'
import { LANGS, localizePath } from '#shared/locales'
import { BROWSER, createTestApp } from './app'
import { staffClient } from './staff'

// The staff console's pages through the whole edge chain (issue 10): every language, never
// indexed, never stored by any cache, and behind a staff session.

const shop = await createTestApp({ pageCache: true })
const { staffCookie } = staffClient(shop)
const { app, database } = shop
const MESSAGES = { bg, ru, en, uk }

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { 'User-Agent': BROWSER, ...headers } })

const kitchen = { Cookie: await staffCookie('kitchen') }
const admin = { Cookie: await staffCookie('admin') }

const at = new Date()
const [customer] = await database.db
  .insert(customers)
  .values({ phone: '359881234567', name: 'Elena', referralCode: 'console-test' })
  .returning()
const [order] = await database.db
  .insert(orders)
  .values({
    customerId: customer!.id,
    status: 'new',
    orderType: 'pickup',
    restaurantId: 1,
    paymentType: 'cash',
    lang: 'en',
    subtotal: 2490,
    deliveryFee: 0,
    total: 2490,
    promisedAt: at,
    createdAt: at,
    updatedAt: at,
  })
  .returning()

const PAGES = [
  ['/operator/orders', 'orders'],
  [`/operator/orders/${order!.id}`, 'order'],
  ['/operator/account', 'account'],
  ['/operator/phone', 'phone'],
  [`/operator/orders/${order!.id}/ticket`, 'ticket'],
] as const

const inEveryLanguage = LANGS.flatMap((lang) =>
  PAGES.map(([path, key]) => [lang, path, key] as const),
)

describe('the console pages', () => {
  it.each(inEveryLanguage)(
    '%s %s answers in its language, noindex and never stored',
    async (lang, path, key) => {
      const response = await get(localizePath(path, lang), kitchen)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      expect(response.headers.get('x-page-cache')).toBeNull()
      const html = await response.text()
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      expect(html).not.toContain('rel="canonical"')
      const title =
        key === 'order' || key === 'ticket'
          ? MESSAGES[lang].pages.order.title.replace('{{id}}', String(order!.id))
          : MESSAGES[lang].pages.console[key].title
      expect(html).toContain(title)
      expect(html).toContain(`aria-label="${MESSAGES[lang].operator.console.nav.label}"`)
    },
  )

  it.each(LANGS)(
    'the sign-in page answers in %s to anyone, noindex and never stored',
    async (lang) => {
      for (let i = 0; i < 2; i++) {
        const response = await get(localizePath('/operator/sign-in', lang))
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(response.headers.get('x-page-cache')).toBeNull()
        const html = await response.text()
        expect(html).toContain(`<h1>${MESSAGES[lang].pages.console.signIn.title}</h1>`)
        expect(html).toContain('<meta name="robots" content="noindex"/>')
      }
    },
  )

  it("shows a delivery's zone and its address on the map", async () => {
    const [delivery] = await database.db
      .insert(orders)
      .values({
        customerId: customer!.id,
        status: 'new',
        orderType: 'delivery',
        regionId: 1,
        restaurantId: 1,
        address: { street: 'ul. Shipka 12', entrance: '', floor: '', apartment: '', note: '' },
        paymentType: 'cash',
        lang: 'en',
        subtotal: 2490,
        deliveryFee: 300,
        total: 2790,
        createdAt: at,
        promisedAt: at,
        updatedAt: at,
      })
      .returning()
    const html = await (await get(`/en/operator/orders/${delivery!.id}`, kitchen)).text()
    expect(html).toMatch(/Zone: Center/)
    expect(html).toContain(
      'href="https://www.openstreetmap.org/search?query=ul.%20Shipka%2012%2C%20Sofia"',
    )
  })

  it('have none of the storefront: no shop header, cart or footer', async () => {
    const html = await (await get('/en/operator/orders', kitchen)).text()
    expect(html).toContain('class="console-bar"')
    expect(html).not.toContain('data-testid="cart-button"')
    expect(html).not.toContain('class="header"')
  })

  it('client navigation data of a signed-in member is never stored either', async () => {
    const response = await get('/en/operator/orders/index.pageContext.json', kitchen)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it.each(['/en/operator/nothing-here', '/en/operator/order', '/en/operator/orders/abc'])(
    '%s is the not-found page, not a console view',
    async (path) => {
      const response = await get(path, kitchen)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain(en.error.notFoundTitle)
    },
  )

  it('/operator opens the orders board, keeping the query', async () => {
    const response = await get('/ru/operator?date=2026-11-22', kitchen)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/ru/operator/orders?date=2026-11-22')
  })

  it('are in neither the sitemap nor what robots may crawl', async () => {
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/operator')
    const robots = await (await get('/robots.txt')).text()
    for (const lang of LANGS)
      expect(robots).toContain(`Disallow: ${localizePath('/operator', lang)}\n`)
  })
})

describe('without a staff session', () => {
  it.each([
    ['/operator', '/operator/sign-in?next=%2Foperator'],
    ['/operator/orders?status=paid', '/operator/sign-in?next=%2Foperator%2Forders%3Fstatus%3Dpaid'],
    ['/ru/operator/orders/17', '/ru/operator/sign-in?next=%2Foperator%2Forders%2F17'],
    ['/en/operator/staff', '/en/operator/sign-in?next=%2Foperator%2Fstaff'],
    ['/uk/operator/audit', '/uk/operator/sign-in?next=%2Foperator%2Faudit'],
    ['/en/operator/account', '/en/operator/sign-in?next=%2Foperator%2Faccount'],
  ])('%s goes to sign in at %s', async (path, location) => {
    const response = await get(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('a session the API no longer knows goes to sign in too', async () => {
    const response = await get('/en/operator/orders', {
      Cookie: 'staff_token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en/operator/sign-in?next=%2Foperator%2Forders')
  })

  it("a customer's session is no staff session", async () => {
    const response = await get('/en/operator/orders', {
      Cookie: 'auth_token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    })
    expect(response.headers.get('location')).toBe('/en/operator/sign-in?next=%2Foperator%2Forders')
  })

  it('client navigation is sent to sign in the same way', async () => {
    const response = await get('/en/operator/orders/index.pageContext.json')
    const data = (await response.json()) as { _urlRedirect?: { url: string } }
    expect(data._urlRedirect?.url).toBe('/en/operator/sign-in?next=%2Foperator%2Forders')
  })
})

describe('roles', () => {
  it.each(['/en/operator/staff', '/en/operator/audit'])(
    '%s is refused to the kitchen (403)',
    async (path) => {
      const response = await get(path, kitchen)
      expect(response.status).toBe(403)
      const html = await response.text()
      expect(html).toContain(en.operator.forbidden)
      expect(html).toContain('class="console-bar"')
    },
  )

  it.each(['/en/operator/staff', '/en/operator/audit'])('%s opens for an admin', async (path) => {
    const response = await get(path, admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('the kitchen sees no staff or audit section in the bar; an admin does', async () => {
    const forKitchen = await (await get('/en/operator/orders', kitchen)).text()
    expect(forKitchen).not.toContain('href="/en/operator/staff"')
    expect(forKitchen).not.toContain('href="/en/operator/audit"')
    const forAdmin = await (await get('/en/operator/orders', admin)).text()
    expect(forAdmin).toContain('href="/en/operator/staff"')
    expect(forAdmin).toContain('href="/en/operator/audit"')
  })
})
