import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '#server/api'
import { hashToken } from '#server/api/auth/sessions'
import { customers, handovers, redirectRules } from '#server/db/schema'
import { createLogger } from '#server/log'
import { TAGS } from '#shared/tags'
import { JSON_RPC_PATH, type Reply, send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { testJobs } from '#tests/support/jobs'
import { type SchemaObject, violations } from '#tests/support/json-schema'
import { delivery, line, shopClient } from '#tests/support/shop'

const ENGINES = await engines()

type Parameter = { name: string; in: string; required: boolean; schema: SchemaObject }
type Operation = {
  summary: string
  tags: string[]
  parameters: Parameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: SchemaObject }> }
  security?: unknown[]
  'x-staff-role'?: string
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: SchemaObject }> }
  >
}
type Document = {
  openapi: string
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, Operation>>
}

/**
 * A route that answers a picture's bytes (tests/api/operator-images.test.ts reads those), an event
 * stream (tests/api/orders-live.test.ts) or a CSV file (tests/api/operator-dashboard.test.ts)
 * rather than JSON.
 */
const isBytes = (operation: Operation) =>
  Object.keys(operation.responses['200']?.content ?? {}).some(
    (type) => type.startsWith('image/') || type === 'text/event-stream' || type === 'text/csv',
  )

// The document does not describe itself; every other route must be in it.
const SELF = 'GET /api/openapi.json'

const HANDOVER_TOKEN = 'documented-handover-token-0001'

/** A request with real values for each documented GET path with parameters. */
const SAMPLES: Record<string, string> = {
  '/api/categories/{ref}': '/api/categories/rolls',
  '/api/products/{ref}': '/api/products/filadelfiia-klasik',
  '/api/promotions/{slug}': '/api/promotions/welcome-bonus',
  '/api/legal/{doc}': '/api/legal/terms',
  '/api/redirects/lookup': '/api/redirects/lookup?path=%2Fdocumented',
  '/api/referral-codes/{code}': '/api/referral-codes/documented',
  '/api/address-suggestions': '/api/address-suggestions?q=Vitosha',
  '/api/address-suggestions/reverse': '/api/address-suggestions/reverse?lat=42.692&lng=23.321',
  '/api/handovers/{token}': `/api/handovers/${HANDOVER_TOKEN}`,
}

describe.each(ENGINES)('GET /api/openapi.json on %s', (engine) => {
  const t = useApi(engine)
  let reply: Reply<Document>
  let doc: Document

  beforeAll(async () => {
    reply = await t.get<Document>('/api/openapi.json', 'en')
    doc = reply.body
    await t.db.insert(redirectRules).values({ fromPath: '/documented', toPath: '/', status: 301 })
  })

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    )

  it('is an OpenAPI 3.0.3 JSON document', () => {
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json\b/)
    expect(doc.openapi).toBe('3.0.3')
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0)
  })

  it('documents every route the app registers, and only those', () => {
    const registered = new Set(
      t.api.routes
        .filter((r) => ['GET', 'POST', 'DELETE'].includes(r.method) && !r.path.includes('*'))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    )
    const documented = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    )
    expect(registered.size).toBeGreaterThanOrEqual(16)
    expect(registered).toContain(SELF)
    expect([...registered].filter((r) => r !== SELF && !documented.has(r))).toEqual([])
    expect([...documented].filter((r) => !registered.has(r))).toEqual([])
  })

  it('covers the spec calls and the designed ones', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/get-options',
        '/api/important-update-date',
        '/api/dictionaries/social-and-messenger',
        '/api/get-regions',
        '/api/get-restaurants',
        '/api/dictionaries/payment-types',
        '/api/dictionaries/order-types',
        '/api/get-categories-without-products',
        '/api/menu',
        '/api/categories/{ref}',
        '/api/products',
        '/api/products/{ref}',
        '/api/promotions',
        '/api/promotions/{slug}',
        '/api/redirects/lookup',
      ]),
    )
  })

  it('gives every operation a summary, a tag, the language header and a JSON 200 schema', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`
      expect(operation.summary, where).toMatch(/\S/)
      expect(operation.tags.length, where).toBeGreaterThan(0)
      expect(operation.parameters, where).toContainEqual(
        expect.objectContaining({ name: 'Accept-Language', in: 'header', required: false }),
      )
      const ok = operation.responses['200']
      expect(ok?.description, where).toBeTruthy()
      if (isBytes(operation)) {
        expect(Object.values(ok!.content!)[0], where).toEqual({
          schema: { type: 'string', format: 'binary' },
        })
        continue
      }
      const schema = ok?.content?.['application/json']?.schema
      expect(schema, where).toBeDefined()
      expect(['object', 'array'], where).toContain(schema?.type)
    }
  })

  it('gives every body a required JSON schema, and a 422 for invalid ones', () => {
    for (const { path, method, operation } of operations()) {
      if (method === 'get') {
        expect(operation.requestBody, `${method} ${path}`).toBeUndefined()
        continue
      }
      if (!operation.requestBody) continue
      const upload = operation.requestBody.content['multipart/form-data']
      expect(operation.requestBody, `${method} ${path}`).toMatchObject({
        required: true,
        content: upload
          ? { 'multipart/form-data': { schema: { type: 'object', required: ['file'] } } }
          : { 'application/json': { schema: { type: expect.any(String) } } },
      })
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('422')
    }
  })

  it('declares every path parameter as a required string', () => {
    for (const { path, method, operation } of operations()) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      const declared = operation.parameters.filter((p) => p.in === 'path')
      expect(
        declared.map((p) => p.name),
        `${method} ${path}`,
      ).toEqual(names)
      for (const parameter of declared) {
        expect(parameter).toMatchObject({ required: true, schema: { type: 'string' } })
      }
    }
  })

  it('documents the query parameters of /api/products', () => {
    const parameters = doc.paths['/api/products']!.get!.parameters.filter((p) => p.in === 'query')
    const byName = new Map(parameters.map((p) => [p.name, p]))
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['q', 'category', 'tags', 'exclude', 'sort']),
    )
    for (const parameter of parameters) expect(parameter.required, parameter.name).toBe(false)
    expect(byName.get('q')?.schema).toMatchObject({ type: 'string', maxLength: 100 })
    expect(byName.get('category')?.schema).toMatchObject({ type: 'string' })
    expect(byName.get('tags')?.schema).toMatchObject({ type: 'string', maxLength: 200 })
    expect(byName.get('exclude')?.schema).toMatchObject({ type: 'string' })
    expect(byName.get('sort')?.schema).toMatchObject({
      type: 'string',
      enum: ['popularity', 'price-asc', 'price-desc'],
      default: 'popularity',
    })
  })

  it('documents the required path query of the redirect lookup', () => {
    const parameters = doc.paths['/api/redirects/lookup']!.get!.parameters
    expect(parameters).toContainEqual(
      expect.objectContaining({
        name: 'path',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ type: 'string', maxLength: 2048 }),
      }),
    )
  })

  it('documents 404 for lookups by reference and 422 for validated queries', () => {
    for (const path of [
      '/api/categories/{ref}',
      '/api/products/{ref}',
      '/api/promotions/{slug}',
      '/api/redirects/lookup',
    ]) {
      expect(Object.keys(doc.paths[path]!.get!.responses), path).toContain('404')
    }
    for (const path of ['/api/products', '/api/redirects/lookup']) {
      expect(Object.keys(doc.paths[path]!.get!.responses), path).toContain('422')
    }
    for (const { operation } of operations().filter((o) => o.path !== JSON_RPC_PATH)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        // Success answers (an order's 201) are the endpoint's own; the rest are errors.
        if (status.startsWith('2')) continue
        expect(response.content?.['application/json']?.schema).toMatchObject({
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
        })
      }
    }
  })

  it('the tag enum of the product schemas is the tag list', () => {
    const schema =
      doc.paths['/api/products']!.get!.responses['200']!.content!['application/json']!.schema
    expect(schema.properties?.data?.items?.properties?.tags?.items?.enum).toEqual([...TAGS])
  })

  it('every real 200 answer conforms to its documented schema', async () => {
    // Calls that need a session are left to the tests of sign-in; pictures to their own tests.
    const gets = operations().filter(
      (o) => o.method === 'get' && !o.operation.security && !isBytes(o.operation),
    )
    await t.db
      .insert(customers)
      .values({ phone: '359880000999', referralCode: 'documented' })
      .onConflictDoNothing()
    await t.db
      .insert(handovers)
      .values({
        tokenHash: hashToken(HANDOVER_TOKEN),
        lines: [{ id: 1, quantity: 1, currentPrice: 1190, modifiers: [] }],
        choices: {
          orderType: 'pickup',
          regionId: null,
          restaurantId: 1,
          time: 'asap',
          promoCode: null,
        },
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      })
      .onConflictDoNothing()
    // A customer's order, shared by its link: what a shared link's reader gets is documented too.
    const shop = shopClient({ db: t.db, catalog: t.catalog, jobs: t.jobs })
    const customer = await shop.signUp()
    const { order } = await shop.placed(customer.token, delivery([line('set-sakura', 1)]))
    const share = await shop.json<{ data: { token: string } }>(
      'POST',
      `/api/orders/${order.id}/share`,
      customer.token,
      {},
    )
    const samples: Record<string, string> = {
      ...SAMPLES,
      '/api/shared-orders/{token}': `/api/shared-orders/${share.body.data.token}`,
    }
    let checked = 0
    for (const { path, operation } of gets) {
      const request = samples[path] ?? path
      expect(request, `add a sample request for ${path}`).not.toContain('{')
      for (const lang of ['bg', 'en', 'ua']) {
        const answer = await t.get(request, lang)
        expect(answer.status, `${request}: ${answer.text.slice(0, 200)}`).toBe(200)
        const schema = operation.responses['200']!.content!['application/json']!.schema
        expect(violations(schema, answer.body), request).toEqual([])
      }
      checked++
    }
    expect(checked).toBe(gets.length)
    expect(checked).toBeGreaterThanOrEqual(15)
  })

  it('real error answers conform to the documented error schemas', async () => {
    const cases = [
      ['/api/categories/{ref}', '/api/categories/nope', '404'],
      ['/api/products/{ref}', '/api/products/nope', '404'],
      ['/api/promotions/{slug}', '/api/promotions/nope', '404'],
      ['/api/redirects/lookup', '/api/redirects/lookup?path=%2Fnope', '404'],
      ['/api/redirects/lookup', '/api/redirects/lookup', '422'],
      ['/api/products', '/api/products?sort=nope', '422'],
    ] as const
    for (const [path, request, status] of cases) {
      const answer = await t.get(request, 'en')
      expect(String(answer.status), request).toBe(status)
      const schema = doc.paths[path]!.get!.responses[status]!.content!['application/json']!.schema
      expect(violations(schema, answer.body), request).toEqual([])
    }
  })

  it('the checker itself rejects a wrong answer', () => {
    const schema =
      doc.paths['/api/menu']!.get!.responses['200']!.content!['application/json']!.schema
    expect(violations(schema, { data: [{ id: 'x' }] }).length).toBeGreaterThan(0)
    expect(violations(schema, [])).toEqual(['$: not an object'])
  })
})

describe.each(ENGINES)('the production /api/openapi.json on %s', (engine) => {
  const t = useApi(engine)

  it('lists only the public API unless told to list the staff API (OPENAPI_STAFF)', async () => {
    const log = createLogger('silent')
    const documented = async (openApiStaff: boolean) => {
      const api = createApi({
        log,
        db: t.db,
        catalog: t.catalog,
        jobs: testJobs(t.jobs, log),
        openApiStaff,
      })
      const reply = await send<Document>(api, '/api/openapi.json')
      expect(reply.status).toBe(200)
      return Object.entries(reply.body.paths).flatMap(([path, methods]) =>
        Object.values(methods).map((operation) => ({ path, role: operation['x-staff-role'] })),
      )
    }
    const open = await documented(false)
    expect(open.filter((operation) => operation.role)).toEqual([])
    expect(open.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/api/menu', '/api/orders', '/api/operator/sign-in']),
    )
    expect(open.some((operation) => operation.path === '/api/operator/orders')).toBe(false)
    const full = await documented(true)
    expect(full.some((operation) => operation.role === 'admin')).toBe(true)
  })
})
