import { describe, expect, it, vi } from 'vitest'
import { BROWSER, createTestApp } from './app'
import { staffClient } from './staff'

it('an error while rendering a page is one JSON log line with the request id and the stack', async () => {
  const { app, api, lines } = await createTestApp()
  // An API answer the page cannot use: its data hook throws while rendering.
  const fetch = api.fetch.bind(api)
  api.fetch = (async (request: Request) =>
    new URL(request.url).pathname.startsWith('/api/promotions')
      ? new Response('{"data":5}', { headers: { 'Content-Type': 'application/json' } })
      : fetch(request)) as typeof api.fetch
  const response = await app.request('/en/promotions', { headers: { 'User-Agent': BROWSER } })
  await response.text()
  expect(response.status).toBe(500)
  const requestId = response.headers.get('x-request-id')
  const line = lines.find((l) => l.msg === 'page error' && l.requestId === requestId)
  expect(line, JSON.stringify(lines.slice(-3))).toMatchObject({ level: 50, path: '/en/promotions' })
  expect((line!.err as { stack: string }).stack).toMatch(/\n\s+at /)
})

const errorLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => (line.level as number) >= 50)

it.each(['/@vite/client', '/@fs/etc/passwd', '/__vite_ping'])(
  '%s, which only Vite’s development server answers, is a 404 with no error logged',
  async (path) => {
    const { app, lines } = await createTestApp()
    const response = await app.request(path, { headers: { 'User-Agent': BROWSER } })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(errorLines(lines)).toEqual([])
  },
)

it('a page whose data the API refuses as invalid (a NUL in the slug) is the 404 page', async () => {
  const { app, lines } = await createTestApp()
  const response = await app.request('/en/product/a%00b', { headers: { 'User-Agent': BROWSER } })
  const body = await response.text()
  expect(response.status).toBe(404)
  expect(body).toContain('<html')
  expect(errorLines(lines)).toEqual([])
})

describe('expected refusals of console pages', () => {
  // A courier who opens a manager's page, or staff an order that does not exist: answers, not
  // failures, so neither the log nor the console gets an error with a stack (the one above does).
  it.each([
    ['a courier opening the staff page', 'courier', '/en/operator/staff', 403],
    ['a courier opening the dashboard', 'courier', '/en/operator/dashboard', 403],
    ['the kitchen opening a missing order', 'kitchen', '/en/operator/orders/987654', 404],
    ['the kitchen opening a missing ticket', 'kitchen', '/en/operator/orders/987654/ticket', 404],
    // The same refusals met by a client-side navigation (Vike's page data).
    [
      'a courier going to the staff page',
      'courier',
      '/en/operator/staff/index.pageContext.json',
      200,
    ],
    [
      'the kitchen going to a missing order',
      'kitchen',
      '/en/operator/orders/987654/index.pageContext.json',
      200,
    ],
  ] as const)('%s: $3, no error logged or printed', async (_, role, path, status) => {
    const shop = await createTestApp()
    const cookie = await staffClient(shop).staffCookie(role)
    const printed = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]
    try {
      const response = await shop.app.request(path, {
        headers: { 'User-Agent': BROWSER, Cookie: cookie },
      })
      const body = await response.text()
      expect(response.status).toBe(status)
      if (status === 200) expect(JSON.parse(body).abortStatusCode).toBeGreaterThanOrEqual(403)
      expect(errorLines(shop.lines)).toEqual([])
      for (const spy of printed) expect(spy.mock.calls).toEqual([])
    } finally {
      for (const spy of printed) spy.mockRestore()
    }
  })
})
