import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import table from '#redirects/rules.json'
import { compileTable, type TableFile } from '#server/redirects/table'
import { safeTarget } from '#server/redirects/target'
import { BROWSER, createTestApp } from './app'

const { app, lines } = await createTestApp()
const get = (path: string) =>
  app.request(path, { headers: { 'User-Agent': BROWSER, Referer: 'https://www.google.com/' } })

// Spec §2 "Legacy redirects" and "Canonical paths", quirks included.
const SPEC: [string, string][] = [
  ['/en/tproduct/1234-5678-set-sakura', '/en/product/set-sakura'],
  ['/ru/tproduct/12-34-fudziiama', '/ru/product/fudziiama'],
  ['/ua/tproduct/12-34-mochi-mango', '/uk/product/maki-mango'],
  ['/tproduct/12-34-pilesko-tempura-nov', '/product/pileshko-tempura'],
  ['/bg/tproduct/1-2-set-den', '/product/set-den'],
  ['/bg', '/'],
  ['/bg/menu', '/menu'],
  ['/ua', '/uk'],
  ['/ua/delivery', '/uk/delivery'],
  ['/menu/dostavka', '/delivery'],
  ['/en/menu/dostavka', '/en/delivery'],
  ['/promo', '/promotions'],
  ['/promotion', '/promotions'],
  ['/ru/promo', '/ru/promotions'],
  ['/ua/promotion', '/uk/promotions'],
  ['/bg/promo', '/promotions'],
  ['/promotions/cashback', '/promotions/money-back-5'],
  ['/promotions/welcome', '/promotions/welcome-bonus'],
  ['/promotions/bezplaten-rol-za-otziv', '/promotions/free-roll-for-review'],
  ['/en/promotions/cashback', '/en/promotions/money-back-5'],
  ['/ru/fudziiama', '/ru/product/fudziiama'],
  ['/ru/set-imperski', '/ru/product/set-imperski'],
  ['/ru/product/pilesko-tempura-nov', '/ru/product/pileshko-tempura'],
  ['/ua/product/maki-sies-syomga', '/uk/product/maki-sies-syomga'],
  ['/en/fudziiama', '/en/product/fudziiama'],
  ['/en/set-imperski', '/en/product/set-imperski'],
  ['/uk/set-imperski', '/uk/product/set-imperski'],
  ['/Menu/', '/menu'],
  ['/en/Delivery', '/en/delivery'],
  ['/product/1', '/product/kaliforniia-sies-syomga'],
]

describe('legacy redirects on a full page load', () => {
  it.each(SPEC)('%s → %s with one 301 to a page that answers 200', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
    const target = await get(to)
    expect(target.status).toBe(200)
  })

  it('keeps the query string', async () => {
    const response = await get('/promo?utm_source=news&utm_medium=email')
    expect(response.headers.get('location')).toBe('/promotions?utm_source=news&utm_medium=email')
  })

  it('runs before language negotiation', async () => {
    const response = await app.request('/bg', {
      headers: { 'Accept-Language': 'en', 'User-Agent': BROWSER },
    })
    expect(response.headers.get('location')).toBe('/')
  })

  it('an unknown old product is a 404, not a soft 404', async () => {
    expect((await get('/en/tproduct/1-2-no-such-roll')).status).toBe(404)
  })

  it('writes one event per redirect with what the SEO audit needs', async () => {
    const response = await get('/ru/promo?x=1')
    const requestId = response.headers.get('x-request-id')
    const events = lines.filter((l) => l.requestId === requestId && l.event === 'redirect')
    expect(events).toEqual([
      expect.objectContaining({
        rule: 'promo',
        from: '/ru/promo?x=1',
        to: '/ru/promotions?x=1',
        status: 301,
        referer: 'https://www.google.com/',
        userAgent: BROWSER,
      }),
    ])
  })

  it('logs 404s as events', async () => {
    const response = await get('/no-such-page')
    const requestId = response.headers.get('x-request-id')
    expect(lines.find((l) => l.requestId === requestId && l.event === 'not_found')).toMatchObject({
      path: '/no-such-page',
    })
  })
})

describe('the table', () => {
  const slugs = { products: new Set(['set-sakura', 'fudziiama']), oldSlugs: [] }

  it('the committed table has no problems', () => {
    expect(compileTable(table as TableFile, [], slugs).problems).toEqual([])
  })

  it('refuses loops, chains, duplicates and targets that leave the site', () => {
    const bad: TableFile = {
      hosts: ['partner.example'],
      rules: [
        { id: 'a', from: '/a', to: '/b' },
        { id: 'b', from: '/b', to: '/a' },
        { id: 'c', from: '/c', to: '/promo-old' },
        { id: 'd', from: '/promo-old', to: '/promotions' },
        { id: 'e', from: '/c', to: '/menu' },
        { id: 'f', from: '/f', to: '//evil.example' },
        { id: 'g', from: '/g', to: 'https://evil.example/' },
        { id: 'h', from: '/h', to: 'https://partner.example/offer' },
        { id: 'i', from: '/i', to: '/%2F%2Fevil.example' },
        { id: 'j', from: '/j', to: 'javascript:alert(1)' },
      ],
    }
    const { problems } = compileTable(bad, [], slugs)
    expect(problems.some((p) => p.startsWith('a:') && p.includes('loops'))).toBe(true)
    expect(problems.some((p) => p.startsWith('c:') && p.includes('chain'))).toBe(true)
    expect(problems.some((p) => p.startsWith('e:') && p.includes('also the source'))).toBe(true)
    for (const id of ['f', 'g', 'i', 'j'])
      expect(problems.some((p) => p.startsWith(`${id}:`))).toBe(true)
    expect(problems.some((p) => p.startsWith('h:'))).toBe(false)
  })

  it('resolves a chain to its final target in one hop', () => {
    const chained: TableFile = { hosts: [], rules: [{ id: 'x', from: '/x', to: '/promo' }] }
    expect(
      compileTable(chained, [{ id: 'p', from: '/promo', to: '/promotions' }], slugs).resolve('/x'),
    ).toMatchObject({
      to: '/promotions',
      ruleId: 'x>p',
    })
  })

  it('no target ever leaves the origin, whatever the rule says', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom(
            '//evil.com',
            '/\\evil.com',
            '\t//evil',
            'https:evil',
            '%2F%2Fevil',
            '/%09/evil',
            '/\\/evil',
          ),
        ),
        (target) => {
          const compiled = compileTable(
            { hosts: [], rules: [{ id: 'r', from: '/r', to: target }] },
            [],
            slugs,
          )
          const found = compiled.resolve('/r')
          if (found)
            expect(new URL(found.to, 'https://shop.example').origin).toBe('https://shop.example')
          if (safeTarget(target, [])) expect(target.startsWith('/')).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('every redirect the edge emits stays on the origin', () => {
  const ORIGIN = 'https://shop.example'
  /** What a browser does with the Location: the WHATWG parser (backslashes, tabs and all). */
  const staysHome = (location: string) => new URL(location, `${ORIGIN}/a/b`).origin === ORIGIN
  const redirectOf = async (raw: string) => {
    const response = await app.request(new Request(`http://localhost${raw}`), {
      headers: { 'User-Agent': BROWSER },
    })
    return { status: response.status, location: response.headers.get('location') }
  }

  it.each([
    '//evil.com/',
    '///evil.com/',
    '/%5cevil.com/',
    '/%5Cevil.com/',
    '/%5c%5cevil.com/',
    '/%2f%2fevil.com/',
    '/%09/evil.com/',
    '//Evil.com/',
  ])('%s is no redirect to another host', async (raw) => {
    const { status, location } = await redirectOf(raw)
    if (location) expect(staysHome(location), `${status} ${location}`).toBe(true)
  })

  it('holds for any path of slashes, backslashes, encodings and control characters', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%5c',
      '%5C',
      '%2f',
      '%2F',
      '%09',
      '%0a',
      '%00',
      '%7f',
      '.',
      '..',
      '%2e',
      'evil.com',
      'EVIL.com',
      'Menu',
      'promo',
      '@',
      ':',
      '?x=//evil.com',
    )
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        const { status, location } = await redirectOf(`/${pieces.join('')}`)
        if (status >= 300 && status < 400)
          expect(staysHome(location ?? ''), `${pieces.join('')} → ${location}`).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
