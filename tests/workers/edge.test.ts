import { readFileSync } from 'node:fs'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_LINE_SUFFIX, lineDate, lineHeader } from '#shared/phone'
import { BROWSER } from '#tests/http/app'
import { eventReader } from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import { EDGE_SECRET, startEdge, WORKERS_STAFF } from './harness'

const edge = await startEdge()
afterAll(() => edge.stop())
beforeEach(() => edge.setFault({ kind: 'none' }))

// A session cookie keeps a page out of the page cache: it renders.
const SIGNED_IN = 'auth_token=workers-test-session-0123456789abcdef'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(edge.origin + path, { headers: { 'User-Agent': BROWSER, ...headers }, redirect: 'manual' })

async function timedChunks(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const start = performance.now()
  const seen: { at: number; text: string }[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return seen
    seen.push({ at: performance.now() - start, text: decoder.decode(value, { stream: true }) })
  }
}

describe('the Workers build under workerd', () => {
  it('streams the home page: the head first, the deferred section when its data comes', async () => {
    const delay = 800
    edge.setFault({ kind: 'slow', path: /tags=new/, ms: delay })
    const response = await get('/en', { 'Accept-Encoding': 'identity' })
    expect(response.status).toBe(200)
    const chunks = await timedChunks(response)
    const head = chunks.find((chunk) => chunk.text.includes('</head>'))!
    const deferred = chunks.find((chunk) => chunk.text.includes('data-deferred='))!
    expect(head.at).toBeLessThan(delay / 2)
    expect(deferred.at).toBeGreaterThanOrEqual(delay - 100)
    const html = chunks.map((chunk) => chunk.text).join('')
    expect(html).toContain(`<html lang="en-US"`)
    expect(html).toContain('</html>')
    // A first visit's page holds the attention popup, its code loaded ahead on the isolate too.
    expect(html).toMatch(/<dialog[^>]*data-testid="attention-modal"[\s\S]*Holiday hours/)
  })

  it('answers a legacy path with the redirect table’s 301', async () => {
    const response = await get('/en/fudziiama')
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location')!, edge.origin).pathname).toBe(
      '/en/product/fudziiama',
    )
  })

  it('sends a first visit to the language its browser asks for', async () => {
    const response = await get('/', { 'Accept-Language': 'ru-RU,ru;q=0.9' })
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location')!, edge.origin).pathname).toBe('/ru')
  })

  it('serves the built client with its type, long caching and the security headers', async () => {
    const html = await (await get('/en')).text()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const response = await get(script)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  /** A customer signs in through the edge: the session cookie it sets. */
  async function signIn(phone: string) {
    const sent = await fetch(`${edge.origin}/api/via-phone-number`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Line-Header': await lineHeader(phone, DEFAULT_LINE_SUFFIX, lineDate(new Date())),
      },
      body: JSON.stringify({ phone }),
    })
    expect(sent.status).toBe(200)
    const sms = readFileSync(edge.smsOutbox, 'utf8').trim().split('\n').at(-1)!
    const code = /\b\d{6}\b/.exec((JSON.parse(sms) as { text: string }).text)![0]
    const checked = await fetch(`${edge.origin}/api/sms-code-check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone, code }),
    })
    expect(checked.status).toBe(200)
    expect(await checked.json()).toEqual({ success: true })
    const cookie = checked.headers.get('set-cookie')!
    expect(cookie).toMatch(/^auth_token=[^;]+;.*HttpOnly/i)
    return cookie
  }

  it('forwards the API, turning the sign-in into an HttpOnly cookie and back into a Bearer token', async () => {
    const menu = await get('/api/menu', { 'Accept-Language': 'en' })
    expect(menu.status).toBe(200)
    expect(((await menu.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)

    const phone = '359888765432'
    const cookie = await signIn(phone)
    const profile = await get('/api/get-profile', { Cookie: cookie.split(';')[0]! })
    expect(profile.status).toBe(200)
    expect(((await profile.json()) as { data: { phone: string } }).data.phone).toBe(phone)
  })

  it("streams a customer's order live through the edge as the kitchen moves it", async () => {
    const customer = (await signIn('359888765433')).split(';')[0]!
    const json = (cookie: string) => ({ 'Content-Type': 'application/json', Cookie: cookie })
    // Tomorrow at noon in Sofia (UTC+2 in winter, +3 in summer: 10:00 UTC is open either way).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    tomorrow.setUTCHours(10, 0, 0, 0)
    const sakura = seedProduct('set-sakura')
    // An order carries its customer's name.
    const named = await fetch(`${edge.origin}/api/update-profile`, {
      method: 'POST',
      headers: json(customer),
      body: JSON.stringify({ name: 'Elena' }),
    })
    expect(named.status, await named.clone().text()).toBe(200)
    const placed = await fetch(`${edge.origin}/api/orders`, {
      method: 'POST',
      headers: { ...json(customer), 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        lines: [{ id: sakura.id, quantity: 1, currentPrice: sakura.price, modifiers: [] }],
        orderType: 'pickup',
        restaurantId: 1,
        time: tomorrow.toISOString(),
        paymentType: 'cash',
      }),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { id } = ((await placed.json()) as { data: { order: { id: number } } }).data.order

    const stream = await get(`/api/orders/${id}/events`, { Cookie: customer })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = eventReader(stream)
    try {
      await events.until('order', (e) => (e.data.data as { status: string }).status === 'new')
      const staff = await fetch(`${edge.origin}/api/operator/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(WORKERS_STAFF),
      })
      expect(staff.status).toBe(200)
      const staffCookie = staff.headers.get('set-cookie')!.split(';')[0]!
      const started = performance.now()
      const moved = await fetch(`${edge.origin}/api/operator/orders/${id}/status`, {
        method: 'POST',
        headers: json(staffCookie),
        body: JSON.stringify({ status: 'accepted' }),
      })
      expect(moved.status).toBe(200)
      await events.until(
        'order',
        (e) => (e.data.data as { status: string }).status === 'accepted',
        1000,
      )
      expect(performance.now() - started).toBeLessThan(1000)
    } finally {
      await events.close()
    }
    // Another customer's session opens nothing of it.
    const stranger = (await signIn('359888765434')).split(';')[0]!
    expect((await get(`/api/orders/${id}/events`, { Cookie: stranger })).status).toBe(404)
  })

  it('the API service refuses callers without the edge’s secret', async () => {
    expect((await fetch(`${edge.apiOrigin}/api/menu`)).status).toBe(401)
    const withSecret = await fetch(`${edge.apiOrigin}/api/menu`, {
      headers: { 'X-Edge-Secret': EDGE_SECRET },
    })
    expect(withSecret.status).toBe(200)
  })
})

describe('the edge when the API fails', () => {
  const timedGet = async (path: string, headers?: Record<string, string>) => {
    const started = performance.now()
    const response = await get(path, headers)
    const html = await response.text()
    return { response, html, ms: performance.now() - started }
  }
  let attempt = 0
  // A query no one asked before: the anonymous page cache has no copy of it.
  const menuPage = () => timedGet(`/en/menu?attempt=${++attempt}`)

  // In this order: the first failure opens the circuit the next ones meet.
  it('answers a catalog page within 2 s with a translated 503 while the API hangs', async () => {
    edge.setFault({ kind: 'slow', path: /./, ms: 5000 })
    const { response, html, ms } = await menuPage()
    expect(ms).toBeLessThan(2000)
    expect(response.status).toBe(503)
    expect(html).toContain('temporarily unavailable')
    expect(html).not.toMatch(/\bat [\w.]+ \(|Error:/)
  })

  it('answers at once while the circuit is open, and API calls with the error shape', async () => {
    edge.setFault({ kind: 'down' })
    const { response, ms } = await menuPage()
    expect(response.status).toBe(503)
    expect(ms).toBeLessThan(300)
    const call = await get('/api/menu', { 'Accept-Language': 'en' })
    expect(call.status).toBe(503)
    expect(call.headers.get('retry-after')).toBeTruthy()
    expect(await call.json()).toEqual({ message: expect.any(String), errors: {} })
  })

  it('serves pages again once the API is back', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const { response } = await menuPage()
    expect(response.status).toBe(200)
  })

  it('keeps serving a page it has seen while the API is down', async () => {
    expect((await get('/en/contacts')).status).toBe(200)
    edge.setFault({ kind: 'down' })
    const response = await get('/en/contacts')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-page-cache')).toMatch(/hit|stale/)
    expect(await response.text()).toContain('</html>')
  })

  it('answers a translated 503 when the API refuses connections', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100))
    edge.setFault({ kind: 'down' })
    // A category not asked for before: its products are not among the catalog reads the edge holds.
    const { response, html, ms } = await timedGet('/en/menu/desserts', { Cookie: SIGNED_IN })
    expect(ms).toBeLessThan(2000)
    expect(response.status).toBe(503)
    expect(html).toContain('temporarily unavailable')
  })

  it('renders a page from the catalog reads it holds while the API refuses connections', async () => {
    edge.setFault({ kind: 'down' })
    // Signed in, so no page cache: the menu renders, its data read before the API went down.
    const response = await get('/en/menu', { Cookie: SIGNED_IN })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-page-cache')).toBeNull()
    expect(await response.text()).toContain('</html>')
  })
})
