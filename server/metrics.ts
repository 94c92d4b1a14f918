import type { Context, MiddlewareHandler } from 'hono'

// /metrics in Prometheus's text format (issue 36): requests and their latency by route kind, the
// page cache's answers and the renders, plus prom-client's process metrics (resident memory, V8's
// heap, the event loop's delay). Node only: the Workers edge has its own analytics.

/** A route's kind: a label with a handful of values, never the path itself (unbounded). */
export function routeKind(path: string): string {
  if (path.startsWith('/api/images/')) return 'image'
  if (path.startsWith('/api/')) return 'api'
  if (path.startsWith('/assets/')) return 'asset'
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'probe'
  return 'page'
}

export type Metrics = {
  /** Counts and times every answer; first in the chain, so it sees what every later step did. */
  observe: MiddlewareHandler
  /** GET /metrics: 404 when off, 401 without the token when one is set. */
  route: (c: Context) => Promise<Response>
}

/**
 * `token`: callers must send it as a Bearer token. Without one, /metrics answers only when `open`
 * (development): a shop in production does not publish its traffic unless its operator sets one.
 */
export async function createMetrics(options: {
  token?: string | undefined
  open: boolean
  /** Read at each scrape: the database's queries queued or running, the console's live feeds. */
  databaseQueue: () => number
  liveStreams: () => number
}): Promise<Metrics> {
  // Imported here: server/node.ts makes metrics only where /metrics answers, so prom-client and its
  // sampling of the event loop stay out of an instance that publishes nothing.
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client')
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by route kind and status class.',
    labelNames: ['kind', 'status'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the answer (its headers; a streamed page may go on) by route kind.',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'page_cache_answers_total',
    help: "Pages by the page cache's state: hit, stale, or rendered (a miss or a bypass).",
    labelNames: ['state'],
    registers: [registry],
  })

  new Gauge({
    name: 'database_queue_queries',
    help: 'Queries queued for the database or running.',
    registers: [registry],
    collect() {
      this.set(options.databaseQueue())
    },
  })
  new Gauge({
    name: 'live_streams',
    help: "The console's open live order feeds.",
    registers: [registry],
    collect() {
      this.set(options.liveStreams())
    },
  })

  const observe: MiddlewareHandler = async (c, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const kind = routeKind(c.req.path)
      requests.inc({ kind, status: `${Math.floor(c.res.status / 100)}xx` })
      latency.observe({ kind }, (performance.now() - started) / 1000)
      if (kind === 'page' && c.res.headers.get('content-type')?.startsWith('text/html'))
        pageCache.inc({ state: c.res.headers.get('x-page-cache') ?? 'rendered' })
    }
  }

  const route = async (c: Context) => {
    if (!options.token && !options.open) return c.notFound()
    if (options.token && c.req.header('authorization') !== `Bearer ${options.token}`)
      return c.text('unauthorized', 401, { 'WWW-Authenticate': 'Bearer' })
    c.header('Cache-Control', 'no-store')
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType })
  }
  return { observe, route }
}
