import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createMetrics, routeKind } from './metrics'

const TOKEN = 'a-metrics-token-of-32-characters'

async function shop(options: { token?: string; open: boolean }) {
  const metrics = await createMetrics({ ...options, databaseQueue: () => 3, liveStreams: () => 2 })
  const app = new Hono()
  app.use(metrics.observe)
  app.get('/metrics', metrics.route)
  app.get('/en/menu', (c) => c.html('<p>menu</p>', 200, { 'X-Page-Cache': 'hit' }))
  app.get('/en', (c) => c.html('<p>home</p>'))
  app.get('/api/products', (c) => c.json({ data: [] }))
  return app
}

describe('/metrics', () => {
  it('counts requests, their latency by route kind and the page cache, for the bearer of the token', async () => {
    const app = await shop({ token: TOKEN, open: false })
    await app.request('/en/menu')
    await app.request('/en')
    await app.request('/api/products')
    await app.request('/api/nothing-here')
    const response = await app.request('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('http_requests_total{kind="page",status="2xx"} 2')
    expect(text).toContain('http_requests_total{kind="api",status="4xx"} 1')
    expect(text).toMatch(/http_request_duration_seconds_count\{kind="api"\} 2/)
    expect(text).toContain('page_cache_answers_total{state="hit"} 1')
    expect(text).toContain('page_cache_answers_total{state="rendered"} 1')
    expect(text).toMatch(/^database_queue_queries 3$/m)
    expect(text).toMatch(/^live_streams 2$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m)
  })

  it('refuses a caller without the token, and is off in production without one', async () => {
    const guarded = await shop({ token: TOKEN, open: false })
    expect((await guarded.request('/metrics')).status).toBe(401)
    const wrong = await guarded.request('/metrics', { headers: { Authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    expect((await (await shop({ open: false })).request('/metrics')).status).toBe(404)
    expect((await (await shop({ open: true })).request('/metrics')).status).toBe(200)
  })

  it('labels a route by its kind, never by its path', () => {
    expect(
      [
        '/en/product/x',
        '/api/orders',
        '/api/images/dish-1/360.avif',
        '/assets/a.js',
        '/readyz',
      ].map(routeKind),
    ).toEqual(['page', 'api', 'image', 'asset', 'probe'])
  })
})
