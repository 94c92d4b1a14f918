import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { createApiClient } from '../shared/api-client'
import type { Api } from './api'
import { apiProxy } from './storefront/api-proxy'
import type { EdgeEnv } from './storefront/context'
import { cookies } from './storefront/cookies'
import { language } from './storefront/language'
import { pageCache } from './storefront/page-cache'
import { apiRedirectLookup, legacyRedirects } from './storefront/redirects'
import { referralLink } from './storefront/referral'
import { type RenderOptions, render } from './storefront/render'
import { requestLog } from './storefront/request-log'
import { securityHeaders } from './storefront/security'
import { seoRoutes } from './storefront/seo'
import { session } from './storefront/session'

export type AppOptions = {
  log: Logger
  https: boolean
  dev: boolean
  trustProxy: boolean
  buildId: string
  /** The API in this process; the Workers build forwards to API_BASE_URL instead. */
  api: Api
  /** Static files (node: the built client, precompressed), before any page step. */
  assets?: MiddlewareHandler<EdgeEnv>
  body?: RenderOptions['body']
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
  /** The sitemap's lastmod: the day this build started serving. */
  lastmod: string
}

const PAGE_API_TIMEOUT_MS = 1500

/** The edge chain, top to bottom, in request order. */
export function createApp(options: AppOptions) {
  const jar = cookies(options.https)
  const app = new Hono<EdgeEnv>()
  app.use(requestLog(options.log, { trustProxy: options.trustProxy }))
  app.use(securityHeaders({ https: options.https, dev: options.dev }))
  if (options.assets) app.use(options.assets)
  app.get('/healthz', (c) => c.text('ok'))
  // Ready means the database answers (migrations ran before the server started listening).
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const ready = await options.ready().catch(() => false)
    return ready ? c.text('ready') : c.text('not ready', 503)
  })
  // The local Viva simulator's hosted page and API, when payments run against it.
  if (options.paymentSimulator) app.route('/', options.paymentSimulator)
  app.get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ id: options.buildId })
  })
  const fetchApi = (path: string) => Promise.resolve(options.api.request(path))
  app.route('/', seoRoutes({ origin: options.publicOrigin, fetchApi, lastmod: options.lastmod }))
  const lookupRedirect = apiRedirectLookup(fetchApi)
  app.use(legacyRedirects(lookupRedirect))
  app.use(language(jar))
  app.use(session(jar))
  app.use(
    referralLink(jar, async (code) => {
      const response = await fetchApi(`/api/referral-codes/${encodeURIComponent(code)}`)
      return response.ok
        ? ((await response.json()) as { data: { referrerId: number } }).data.referrerId
        : null
    }),
  )
  app.all('/api/*', apiProxy({ api: options.api, cookies: jar, clientIp: options.clientIp }))
  if (options.pageCacheVersion) {
    app.use(
      pageCache({ version: options.pageCacheVersion, refetch: (request) => app.fetch(request) }),
    )
  }
  app.get(
    '*',
    render({
      buildId: options.buildId,
      lineSuffix: options.lineSuffix,
      publicOrigin: options.publicOrigin,
      lookupRedirect,
      ...(options.body ? { body: options.body } : {}),
      pageApi: (c) =>
        createApiClient({
          lang: c.var.lang,
          token: c.var.token,
          timeoutMs: PAGE_API_TIMEOUT_MS,
          fetch: (path, init) => Promise.resolve(options.api.request(path, init)),
        }),
    }),
  )
  app.onError((error, c) => {
    c.var.log?.error({ err: error }, 'unhandled error')
    return c.text('Internal Server Error', 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
