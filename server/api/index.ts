import { imageUploadRoutes } from '#server/api/operator/menu/images'
import { redirectRoutes } from '#server/redirects/routes'
import { translate } from '#shared/i18n'
import { handoverRoutes } from './assistant/handovers'
import { mcpRoutes } from './assistant/mcp'
import { authRoutes } from './auth/routes'
import { bonusRoutes } from './bonuses/routes'
import { cartRoutes } from './cart/routes'
import { followChanges } from './catalog/changes'
import { catalogRoutes } from './catalog/routes'
import { contractApp } from './contract'
import { toErrorResponse } from './errors'
import { geocoderRoutes } from './geocoder/routes'
import { housekeeping } from './housekeeping'
import { imageRoutes } from './images/routes'
import { shareRoutes } from './images/share-routes'
import { consentRoutes } from './legal/consents'
import { allowedMethods } from './methods'
import { openApiDocument, publicPart } from './openapi'
import { staffGuard } from './operator/roles'
import { operatorRoutes } from './operator/routes'
import { liveOrderRoutes } from './orders/live'
import { orderRoutes } from './orders/routes'
import { orderShareRoutes } from './orders/shares'
import { paymentRoutes } from './payments/routes'
import { privacyRoutes } from './privacy/routes'
import { profileRoutes } from './profile'
import { pushRoutes } from './push/routes'
import { bodyRules, requestRules } from './request-rules'
import { reviewRoutes } from './reviews/routes'
import { type ApiDeps, apiServices } from './services'
import { requestLang } from './validate'

export type { ApiDeps } from './services'

/** The restaurant's JSON API, mounted at /api and called in-process by SSR. */
export function createApi(deps: ApiDeps) {
  const { db, catalog, log, jobs } = deps
  const services = apiServices(deps)
  const { now, redirects, hub, heartbeatMs, streams, followUps, phoneTag } = services
  const api = contractApp().basePath('/api')
  api.use(...requestRules(jobs, log))
  // Photo uploads come before the body rules: multipart, with their own size limit.
  const caches = { catalog, redirects }
  api.route('/', imageUploadRoutes({ db, now, guard: staffGuard(db, now), caches }))
  api.use(...bodyRules())
  api.route('/', catalogRoutes(catalog, now))
  api.route('/', imageRoutes(db))
  api.route('/', shareRoutes(db, catalog, now))
  api.route(
    '/',
    authRoutes({ db, log, sms: services.sms, catalog, now, config: services.auth, phoneTag }),
  )
  api.route('/', profileRoutes(db, now))
  api.route(
    '/',
    geocoderRoutes({
      db,
      log,
      geocoder: deps.geocoder ?? null,
      now,
      ...(deps.geocoderTimeoutMs ? { timeoutMs: deps.geocoderTimeoutMs } : {}),
    }),
  )
  api.route('/', privacyRoutes(db, now, phoneTag))
  api.route('/', consentRoutes(db, now))
  api.route('/', pushRoutes(db, now, services.push))
  api.route(
    '/',
    orderRoutes({ db, catalog, now, log, startPayment: services.startPayment, followUps }),
  )
  api.route('/', reviewRoutes({ db, catalog, now }))
  api.route('/', bonusRoutes({ db, catalog, now }))
  if (services.payments) api.route('/', paymentRoutes(services.payments))
  api.route('/', liveOrderRoutes({ db, catalog, now, log, hub, heartbeatMs, streams }))
  api.route(
    '/',
    operatorRoutes({
      db,
      catalog,
      redirects,
      now,
      log,
      viva: deps.viva,
      hub,
      heartbeatMs,
      followUps,
      totpSecrets: services.totpSecrets,
      dialCodes: services.auth.allowedDialCodes,
      phoneTag,
      streams,
    }),
  )
  api.route('/', cartRoutes(db, catalog, now))
  api.route('/', mcpRoutes({ db, catalog, now, publicOrigin: deps.publicOrigin }))
  api.route('/', handoverRoutes(db, now))
  api.route('/', orderShareRoutes(db, catalog, now))
  api.route('/', redirectRoutes(redirects))
  // Every instance keeps the catalog and the redirect table in memory: staff edits drop them.
  if (deps.listen) followChanges(deps.listen, caches, log)
  const document = () => openApiDocument(api)
  const published = deps.openApiStaff === false ? () => publicPart(document()) : document
  api.get('/openapi.json', (c) => c.json(published()))

  const allowed = allowedMethods(api)
  api.notFound((c) => {
    const allow = allowed(c.req.path)
    if (allow.length && !allow.includes(c.req.method)) {
      return c.json({ message: translate(requestLang(c), 'api.methodNotAllowed') }, 405, {
        Allow: allow.join(', '),
        'Cache-Control': 'no-store',
      })
    }
    return c.json({ message: translate(requestLang(c), 'api.notFound') }, 404)
  })
  api.onError((error, c) => toErrorResponse(error, c, log))
  const upkeep = housekeeping({ db, jobs, now, log })
  return Object.assign(api, {
    document,
    redirects,
    upkeep,
    purchases: services.purchases,
    /** Ends the console's live feeds (shutdown); their browsers reconnect. */
    endLiveFeeds: () => hub.close(),
    liveStreams: hub.streams,
    jobs,
    /**
     * Starts this instance's job workers, the expiry of orders its jobs do not cover yet, and the
     * hourly upkeep unless it already waits.
     */
    async startJobs() {
      await jobs.start()
      await services.expiry.catchUp()
      await upkeep.catchUp()
    },
  })
}

export type Api = ReturnType<typeof createApi>
