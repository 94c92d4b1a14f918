import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { TAGS } from '#shared/tags'
import { ErrorShape, JSON_RPC_PATH, registeredPaths, STACK_TRACE, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

// Fixed seeds: the same cases on every run. Runs add up to about 180 requests per engine.
const settings = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true })

const KNOWN_PATHS = [
  '/api/get-options',
  '/api/important-update-date',
  '/api/dictionaries/social-and-messenger',
  '/api/get-regions',
  '/api/get-restaurants',
  '/api/dictionaries/payment-types',
  '/api/dictionaries/order-types',
  '/api/get-categories-without-products',
  '/api/menu',
  '/api/categories/rolls',
  '/api/products',
  '/api/products/filadelfiia-klasik',
  '/api/promotions',
  '/api/promotions/welcome-bonus',
  '/api/redirects/lookup',
  '/api/openapi.json',
]

// Every POST route of the app takes a JSON body: each gets random ones too.
const POST_PATHS = registeredPaths('POST')
  .filter((path) => path !== JSON_RPC_PATH)
  .map((path) => path.replace(/:\w+/g, 'x'))

const LANGUAGES = fc.constantFrom(undefined, 'bg', 'en', 'ru', 'ua', 'uk', 'de', 'en-US,en;q=0.9')

const POLLUTING_KEYS = fc.constantFrom('__proto__', 'constructor', 'prototype')

/** JSON texts: any JSON value, objects with prototype keys (nested too), huge strings, and junk. */
const JSON_BODIES = fc.oneof(
  { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 4 },
  {
    arbitrary: fc
      .tuple(POLLUTING_KEYS, fc.jsonValue(), POLLUTING_KEYS)
      .map(
        ([outer, value, inner]) =>
          `{"${outer}":{"${inner}":${JSON.stringify(value)},"polluted":true},"x":1}`,
      ),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('a', 'я', '€', '🍣'))
      .map(([n, char]) => JSON.stringify({ note: char.repeat(n) })),
    weight: 1,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
  // NUL and the other controls inside otherwise plausible fields (PostgreSQL refuses NUL in text).
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('comment', 'street', 'name', 'phone', 'code', 'reason', 'slug'),
        fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f'),
      )
      .map(([key, control]) =>
        JSON.stringify({ [key]: `a${control}b`, address: { street: control } }),
      ),
    weight: 2,
  },
)

const CONTENT_TYPES = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
)

const SEGMENT = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '..',
    '.',
    '%',
    '%2e%2e',
    '%00',
    '%01',
    '%1f',
    '%7f',
    'products',
    'menu',
    ':ref',
    '*',
    '~',
  ),
)
const UNKNOWN_PATHS = fc
  .array(SEGMENT, { minLength: 1, maxLength: 4 })
  .map((segments) => `/api/${segments.join('/')}`)

const QUERY_VALUES = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom(...TAGS, 'popularity', 'price-asc', 'price-desc', 'rolls', '1', '', ','),
  fc.array(fc.constantFrom(...TAGS, 'nuts', ''), { maxLength: 5 }).map((tags) => tags.join(',')),
  fc.integer({ min: 190, max: 400 }).map((n) => 'x'.repeat(n)),
)
const PRODUCT_QUERIES = fc
  .array(
    fc.tuple(
      fc.constantFrom('q', 'category', 'tags', 'exclude', 'sort', 'ids', '__proto__', 'x'),
      QUERY_VALUES,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString())

const LOOKUP_QUERIES = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((p) => new URLSearchParams({ path: `/${p}` })),
  fc.string({ unit: 'binary', maxLength: 60 }).map((p) => new URLSearchParams({ path: p })),
  fc
    .array(fc.tuple(fc.constantFrom('path', 'x', '__proto__'), fc.string({ unit: 'binary' })), {
      maxLength: 3,
    })
    .map((pairs) => new URLSearchParams(pairs)),
)

/** Raw, unencoded query text, as a hostile client could send it. */
const RAW_QUERIES = fc.string({ unit: 'binary-ascii', maxLength: 80 })

describe.each(ENGINES)('no input makes the API fail on %s', (engine) => {
  const t = useApi(engine)

  /** Never a 5xx: a 2xx with JSON, or a 4xx with the spec's error body. */
  const expectHandled = async (request: Response | Promise<Response>, label: string) => {
    const response = await request
    const text = await response.text()
    const where = `${label} → ${response.status} ${text.slice(0, 200)}`
    expect(response.status, where).toBeGreaterThanOrEqual(200)
    expect(response.status, where).toBeLessThan(500)
    expect(response.headers.get('content-type'), where).toMatch(/^application\/json\b/)
    const body: unknown = JSON.parse(text)
    if (response.status >= 400) {
      expect(ErrorShape.safeParse(body).success, where).toBe(true)
      expect(text, where).not.toMatch(STACK_TRACE)
    }
    return { status: response.status, body }
  }

  const request = (path: string, init: RequestInit & { lang?: string | undefined } = {}) => {
    const { lang, headers, ...rest } = init
    const all = new Headers(headers)
    if (lang !== undefined) all.set('Accept-Language', lang)
    return t.api.request(path, { ...rest, headers: all })
  }

  afterAll(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('random JSON bodies sent to known and unknown paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...KNOWN_PATHS, ...POST_PATHS), UNKNOWN_PATHS),
        fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
        JSON_BODIES,
        CONTENT_TYPES,
        LANGUAGES,
        async (path, method, body, type, lang) => {
          const headers: Record<string, string> = {
            'Content-Length': String(Buffer.byteLength(body)),
          }
          if (type) headers['Content-Type'] = type
          const { status } = await expectHandled(
            request(path, { method, body, headers, lang }),
            `${method} ${path} (${type}, ${Buffer.byteLength(body)} bytes)`,
          )
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
          // Dot segments can lead out of /api, past the API's own checks.
          const inApi = /^\/api(\/|$)/.test(new URL(path, 'http://localhost').pathname)
          if (!inApi) return
          if (Buffer.byteLength(body) > 64 * 1024) expect(status).toBe(413)
          else if (type === undefined || /^(text|application\/x-www)/.test(type)) {
            if (['POST', 'PUT', 'PATCH'].includes(method)) expect(status).toBe(415)
          }
          // A GET-only path never takes a body: 405 (Allow: GET, HEAD), or refused earlier.
          if (KNOWN_PATHS.includes(path)) expect([405, 413, 415, 422]).toContain(status)
        },
      ),
      settings(20_251, 60),
    )
  })

  it('random GETs of unknown paths', async () => {
    await fc.assert(
      fc.asyncProperty(UNKNOWN_PATHS, LANGUAGES, async (path, lang) => {
        await expectHandled(request(path, { lang }), `GET ${path}`)
      }),
      settings(7, 30),
    )
  })

  it('random query strings on GET /api/products', async () => {
    await fc.assert(
      fc.asyncProperty(PRODUCT_QUERIES, LANGUAGES, async (query, lang) => {
        const { status, body } = await expectHandled(
          request(`/api/products?${query}`, { lang }),
          `GET /api/products?${query}`,
        )
        expect([200, 422]).toContain(status)
        if (status === 200) expect(Array.isArray((body as { data: unknown }).data)).toBe(true)
        else expect(Object.keys((body as ErrorShape).errors ?? {}).length).toBeGreaterThan(0)
      }),
      settings(42, 50),
    )
  })

  it('raw, unencoded query strings on GET /api/products and /api/redirects/lookup', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/products', '/api/redirects/lookup'),
        RAW_QUERIES,
        async (path, query) => {
          await expectHandled(request(`${path}?${query}`), `GET ${path}?${JSON.stringify(query)}`)
        },
      ),
      settings(99, 20),
    )
  })

  it('random query strings on GET /api/redirects/lookup', async () => {
    await fc.assert(
      fc.asyncProperty(LOOKUP_QUERIES, LANGUAGES, async (params, lang) => {
        const query = params.toString()
        const { status } = await expectHandled(
          request(`/api/redirects/lookup?${query}`, { lang }),
          `GET /api/redirects/lookup?${query}`,
        )
        expect([404, 422]).toContain(status)
      }),
      settings(1_234, 40),
    )
  })
})
