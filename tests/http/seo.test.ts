import { describe, expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

const { app } = await createTestApp()
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { 'User-Agent': BROWSER, ...headers } })
const html = async (path: string, headers: Record<string, string> = {}) =>
  (await get(path, headers)).text()

const attr = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].map((m) => m[1])

describe('canonical and hreflang', () => {
  it('every language of a page points to itself and to the others, from the configured origin', async () => {
    const page = await html('/ru/product/set-sakura', {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
    })
    expect(page).toContain(
      '<link rel="canonical" href="https://shop.example/ru/product/set-sakura"/>',
    )
    const alternates = attr(page, /<link rel="alternate" hrefLang="([\w-]+)" href="[^"]+"/g)
    expect(alternates).toEqual(['bg', 'ru', 'en', 'uk', 'x-default'])
    expect(page).toContain('hrefLang="x-default" href="https://shop.example/product/set-sakura"')
    expect(page).not.toContain('evil.example')
  })

  it('every alternate answers 200 and points back', async () => {
    const page = await html('/en/menu')
    const hrefs = attr(
      page,
      /<link rel="alternate" hrefLang="[\w-]+" href="https:\/\/shop\.example([^"]+)"/g,
    )
    for (const href of hrefs) {
      const alternate = await html(href!, { Cookie: 'lang=bg' })
      expect(alternate).toContain('href="https://shop.example/en/menu"')
    }
  })

  it('private pages and 404s are not indexed', async () => {
    expect(await html('/checkout')).toContain('<meta name="robots" content="noindex"/>')
    const missing = await get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('noindex')
  })
})

describe('structured data', () => {
  const jsonLd = (page: string) =>
    attr(page, /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g).map((text) =>
      JSON.parse(text!),
    )

  it('a product is a Product with an Offer in EUR and breadcrumbs', async () => {
    const items = jsonLd(await html('/en/product/set-sakura'))
    const product = items.find((i) => i['@type'] === 'Product')
    expect(product).toMatchObject({
      name: 'Sakura Set',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: '34.90' },
      image: expect.stringMatching(/^https:\/\/shop\.example\/api\/images\/dish-[a-f0-9]{24}$/),
    })
    expect(items.find((i) => i['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3)
  })

  it('the home page describes the restaurants, the menu its sections', async () => {
    const home = jsonLd(await html('/en'))
    expect(home.filter((i) => i['@type'] === 'Restaurant')).toHaveLength(3)
    expect(home[0]).toMatchObject({
      telephone: expect.any(String),
      address: { addressCountry: 'BG' },
    })
    const menu = jsonLd(await html('/en/menu')).find((i) => i['@type'] === 'Menu')
    expect(menu.hasMenuSection).toHaveLength(6)
    // Issue 38: every Restaurant names this Menu and offers ordering online from it.
    expect(menu['@id']).toBe('https://shop.example/en/menu#menu')
    expect(home.find((i) => i['@type'] === 'Restaurant')).toMatchObject({
      hasMenu: { '@id': menu['@id'] },
      potentialAction: {
        '@type': 'OrderAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/en/menu' },
      },
    })
    const items = menu.hasMenuSection.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem)
    expect(items).toContainEqual(
      expect.objectContaining({
        name: expect.stringMatching(/avocado/i),
        suitableForDiet: 'https://schema.org/VegetarianDiet',
        nutrition: { '@type': 'NutritionInformation', description: 'Allergens: none' },
      }),
    )
  })

  it('Open Graph and Twitter tags carry the product picture', async () => {
    const page = await html('/en/product/set-sakura')
    expect(page).toContain(
      '<meta property="og:image" content="https://shop.example/api/share/en/products/set-sakura.jpg">',
    )
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(await html('/ru')).toContain(
      '<meta property="og:image" content="https://shop.example/api/share/ru/home.jpg">',
    )
  })
})

describe('sitemap and robots', () => {
  it('lists every indexable page in every language with alternates and lastmod', async () => {
    const response = await get('/sitemap.xml')
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    const locs = attr(xml, /<loc>([^<]+)<\/loc>/g)
    expect(locs).toContain('https://shop.example/')
    expect(locs).toContain('https://shop.example/uk/product/maki-mango')
    // Home, menu, sections, dishes, promotions, offers, delivery and contacts, company, legal pages.
    expect(locs.length).toBe(4 * (1 + 1 + 6 + 80 + 1 + 3 + 2 + 1 + 4))
    expect(locs).toContain('https://shop.example/ru/legal/privacy')
    expect(locs.some((l) => l!.includes('/account') || l!.includes('/checkout'))).toBe(false)
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>')
    const sample = ['https://shop.example/en/delivery', 'https://shop.example/ru/menu/rolls']
    for (const loc of sample) {
      expect((await get(loc.replace('https://shop.example', ''))).status).toBe(200)
    }
  })

  it('robots.txt keeps crawlers out of the account, checkout and API, and names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text()
    for (const line of [
      'Disallow: /account',
      'Disallow: /en/checkout',
      'Disallow: /api/',
      'Sitemap: https://shop.example/sitemap.xml',
    ]) {
      expect(text).toContain(line)
    }
  })
})
