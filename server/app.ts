import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { render as abort } from 'vike/abort'
import { GA_CONNECT_SOURCES } from '#shared/analytics'
import { type ApiClient, createApiClient } from '#shared/api-client'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import type { RedirectLookup } from '#shared/redirects'
import { DEFAULT_TILES, type Tiles, tileSource } from '#shared/tiles'
import { type ApiHandler, apiProxy } from './edge/api-proxy'
import { appInstallRoutes } from './edge/app-install'
import { dismissAttention } from './edge/attention'
import type { EdgeEnv } from './edge/context'
import { cookies, deliverCookies } from './edge/cookies'
import { crossSiteWrites } from './edge/cross-site'
import { language } from './edge/language'
import { loopbackName } from './edge/loopback'
import { mcpForward } from './edge/mcp'
import { type PageCacheOptions, pageCache } from './edge/page-cache'
import { publicReads } from './edge/public-reads'
import { apiRedirectLookup, legacyRedirects } from './edge/redirects'
import { referralLink } from './edge/referral'
import { render } from './edge/render'
import { requestLog } from './edge/request-log'
import { sameOriginRedirects } from './edge/same-origin-redirects'
import { securityHeaders } from './edge/security'
import { seoRoutes } from './edge/seo'
import { session, sessionRefused, tokenFor } from './edge/session'
import { healthRoutes } from './health'
import { jsonCharset } from './json-charset'
import type { Metrics } from './metrics'

export type AppOptions = {
  log: Logger
  https: boolean
  dev: boolean
  trustProxy: boolean
  buildId: string
  /** The API in this process (Node), or over HTTP at API_BASE_URL (the Workers build). */
  api: ApiHandler
  /** Static files (node: the built client, precompressed), before any page step. */
  assets?: MiddlewareHandler<EdgeEnv>
  /** The client's address as this runtime knows it (used for per-IP limits). */
  clientIp: (c: Context<EdgeEnv>) => string | undefined
  /** Public: the browser signs sign-in requests with it (spec §7 X-Line-Header). */
  lineSuffix: string
  /** PUBLIC_ORIGIN: canonical, hreflang and sitemap URLs are built on it. */
  publicOrigin: string
  paymentSimulator?: Hono | undefined
  /** Whether the database answers, for /readyz. */
  ready: () => Promise<boolean>
  /** The data version anonymous pages are cached under; no page cache without it. */
  pageCacheVersion?: () => string
  /** Node keeps cached pages gzipped as well; Workers compress on their own. */
  pageCacheGzip?: PageCacheOptions['gzip']
  /** Where a path redirects: by default the API's lookup; Node asks the table in its process. */
  lookupRedirect?: RedirectLookup
  /** The sitemap's lastmod: the day this build started serving. */
  lastmod: string
  /** APP_ENV=demo: every page says the shop is a demonstration. */
  demo?: boolean
  /** GA4's measurement id: the consent banner and, once accepted, the tag; none without it. */
  analyticsId?: string | undefined
  /** The maps' tiles (TILE_URL): the CSP lets images come from there; default OpenStreetMap's. */
  tiles?: Tiles
  /** Node: /metrics and what it counts (server/metrics.ts). */
  metrics?: Metrics
  /** Node: renders take turns of the event loop (server/turns.ts). */
  renderTurn?: () => Promise<void>
}

/** All the API calls behind one page share this budget: its data, its layout's, its error page's. */
const PAGE_DATA_BUDGET_MS = 1500

/** The edge chain, top to bottom, in request order. */
export function createApp(options: AppOptions) {
  const jar = cookies(options.https)
  const tiles = options.tiles ?? DEFAULT_TILES
  const app = new Hono<EdgeEnv>()
  if (options.metrics) {
    app.use(options.metrics.observe)
    app.get('/metrics', options.metrics.route)
  }
  app.use(requestLog(options.log, { trustProxy: options.trustProxy }))
  app.use(deliverCookies())
  app.use(jsonCharset())
  app.use(
    securityHeaders({
      https: options.https,
      dev: options.dev,
      connectSrc: options.analyticsId ? GA_CONNECT_SOURCES : [],
      imgSrc: [tileSource(tiles.url)],
    }),
  )
  app.use(sameOriginRedirects(options.publicOrigin))
  const sameName = loopbackName(options.publicOrigin)
  if (sameName) app.use(sameName)
  app.use(crossSiteWrites(options.publicOrigin))
  if (options.assets) app.use(options.assets)
  // Ready means the database answers (migrations ran before the server started listening).
  app.route('/', healthRoutes(options.ready))
  // The local Viva simulator's hosted page and API, when payments run against it.
  if (options.paymentSimulator) app.route('/', options.paymentSimulator)
  app.get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ id: options.buildId })
  })
  // The edge's own calls (page data, redirects, referral codes) name a path; the handler knows where
  // the API is, so this origin is only a placeholder. None waits longer than a page may.
  const fetchApi = async (path: string, init?: RequestInit) => {
    const request = new Request(new URL(path, 'http://api.internal'), {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(PAGE_DATA_BUDGET_MS),
    })
    return untilAborted(Promise.resolve(options.api.fetch(request)), request.signal)
  }
  // The installable app's manifest and offline page, in the language their query names.
  app.route('/', appInstallRoutes())
  app.route('/', seoRoutes({ origin: options.publicOrigin, fetchApi, lastmod: options.lastmod }))
  app.post(
    '/attention',
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('Payload Too Large', 413) }),
    dismissAttention(jar),
  )
  // Assistants' Model Context Protocol endpoint: not a page, so before redirects and languages.
  app.post('/mcp', mcpForward({ api: options.api, clientIp: options.clientIp }))
  const lookupRedirect = options.lookupRedirect ?? apiRedirectLookup(fetchApi)
  app.use(legacyRedirects(lookupRedirect))
  app.use(language(jar))
  app.use(session(jar))
  app.use(
    referralLink(jar, async (code) => {
      const response = await fetchApi(`/api/referral-codes/${encodeURIComponent(code)}`).catch(
        () => null,
      )
      return response?.ok
        ? ((await response.json()) as { data: { referrerId: number } }).data.referrerId
        : null
    }),
  )
  app.all('/api/*', apiProxy({ api: options.api, cookies: jar, clientIp: options.clientIp }))
  if (options.pageCacheVersion) {
    app.use(
      pageCache({
        version: options.pageCacheVersion,
        refetch: (request) => app.fetch(request),
        ...(options.pageCacheGzip ? { gzip: options.pageCacheGzip } : {}),
      }),
    )
  }
  const shared = options.pageCacheVersion
    ? publicReads({ version: options.pageCacheVersion })
    : (client: ApiClient) => client
  app.get(
    '*',
    render({
      buildId: options.buildId,
      lineSuffix: options.lineSuffix,
      publicOrigin: options.publicOrigin,
      demo: options.demo ?? false,
      analyticsId: options.analyticsId ?? null,
      tiles,
      lookupRedirect,
      ...(options.renderTurn ? { turn: options.renderTurn } : {}),
      pageApi: (c) => {
        const deadline = performance.now() + PAGE_DATA_BUDGET_MS
        const client = createApiClient({
          lang: c.var.lang,
          fetch: (path, init) => {
            const left = Math.max(0, Math.round(deadline - performance.now()))
            // As through the proxy: the console's pages ask the staff API with the staff session.
            const headers = new Headers(init.headers)
            const token = tokenFor(path, c.var)
            if (token) headers.set('Authorization', `Bearer ${token}`)
            const answer = fetchApi(path, { ...init, headers, signal: AbortSignal.timeout(left) })
            return pageAnswer(answer, init.method, c.var.lang).then((response) => {
              if (response.status === 401 && token && token === c.var.token) sessionRefused(c, jar)
              return response
            })
          },
        })
        return shared(client, c.var.lang)
      },
    }),
  )
  // Pages are read, never written to: any other method is 405 (RFC 9110 §15.5.6), not a 404 page.
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD')
    c.header('Cache-Control', 'no-store')
    return c.text('Method Not Allowed', 405)
  })
  app.onError((error, c) => {
    c.var.log?.error({ err: error }, 'unhandled error')
    // A stored failure would outlive it.
    c.header('Cache-Control', 'no-store')
    return c.text('Internal Server Error', 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>

/** The API in this process does not watch the signal (a slow query runs on); the page stops waiting. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

const UNAVAILABLE = new Set([502, 503, 504])

/**
 * A page whose data cannot be had (the API is down, overloaded or slower than the page's timeout)
 * is Vike's error page with 503 and a sentence in the page's language, not a hang or a stack trace.
 * A read the API refuses as invalid (422: a NUL in a slug, a malformed id) was asked by the page's
 * own URL, so no such page exists: the 404 page, whichever page's hook asked.
 */
async function pageAnswer(
  answer: Promise<Response>,
  method: string | undefined,
  lang: Lang,
): Promise<Response> {
  let response: Response
  try {
    response = await answer
  } catch {
    throw abort(503, translate(lang, 'api.unavailable'))
  }
  if (UNAVAILABLE.has(response.status)) throw abort(503, translate(lang, 'api.unavailable'))
  if (response.status === 422 && (method ?? 'GET') === 'GET') throw abort(404)
  return response
}
