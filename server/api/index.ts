import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { imageUploadRoutes } from '#server/api/operator/menu/images'
import { translate } from '#shared/i18n'
import { DEFAULT_LINE_SUFFIX } from '#shared/phone'
import type { Database, Listen } from '../db/client'
import { databaseRequest } from '../db/queue'
import { DEVELOPMENT_TOTP_KEY, secretBox } from '../secret-box'
import { type Ga4Config, ga4Purchases } from './analytics/purchase'
import { LIMITS, prune } from './auth/rate-limit'
import { type AuthConfig, authRoutes } from './auth/routes'
import { bonusRoutes } from './bonuses/routes'
import { cartRoutes } from './cart/routes'
import { followChanges } from './catalog/changes'
import { catalogRoutes } from './catalog/routes'
import type { CatalogStore } from './catalog/store'
import { contractApp } from './contract'
import { refuseControlCharacters } from './control-characters'
import { ApiError, toErrorResponse } from './errors'
import { imageRoutes } from './images/routes'
import { shareRoutes } from './images/share-routes'
import { logMailer, type Mailer } from './mail'
import { allowedMethods, jsonCharset } from './methods'
import { openApiDocument } from './openapi'
import { staffGuard } from './operator/roles'
import { operatorRoutes } from './operator/routes'
import { orderAlerts } from './orders/alerts'
import { orderEventHub } from './orders/events'
import { liveOrderRoutes } from './orders/live'
import { orderRoutes, type PaymentStarter } from './orders/routes'
import { statusMessages } from './orders/status-sms'
import type { OrderWebhook } from './orders/webhook'
import { paymentRoutes, vivaPaymentStarter } from './payments/routes'
import type { VivaClient } from './payments/viva'
import { profileRoutes } from './profile'
import { createRedirectIndex, redirectRoutes } from './redirects'
import { reviewRoutes } from './reviews/routes'
import { logSender, type SmsSender } from './sms'
import { requestLang } from './validate'

export type ApiDeps = {
  log: Logger
  db: Database
  catalog: CatalogStore
  /** The SMS stand-in when not given. */
  sms?: SmsSender
  now?: () => Date
  auth?: Partial<AuthConfig>
  /** Card payments; without it, card-online orders stay awaiting payment. */
  viva?: VivaClient
  /** LISTEN on the database (DatabaseHandle.listen): the operator console's live events need it. */
  listen?: Listen | undefined
  /** New orders are mailed to the site's email_admin; the log stand-in when not given. */
  mailer?: Mailer
  /** And posted to this webhook when given. */
  orderWebhook?: OrderWebhook | undefined
  /** How often the operator event stream sends a heartbeat (15 s). */
  heartbeatMs?: number
  /** GA4's Measurement Protocol for server-side purchases; none when not given. */
  ga4?: Ga4Config | undefined
  /** Encrypts staff TOTP secrets at rest (STAFF_TOTP_KEY); the development key when not given. */
  totpKey?: Buffer
}

const AUTH_DEFAULTS: AuthConfig = {
  sendsPerIpHour: LIMITS.sendPerIpHour.max,
  resendSeconds: LIMITS.sendPerPhoneMinute.windowMs / 1000,
  otpLength: 6,
  otpSecret: 'development-otp-secret-change-me',
  lineSuffix: DEFAULT_LINE_SUFFIX,
  allowedDialCodes: ['359'],
}

const MAX_BODY_BYTES = 64 * 1024
// Under the 30 to 60 s after which proxies and load balancers drop a quiet connection.
const HEARTBEAT_MS = 15_000

/** The restaurant's JSON API, mounted at /api and called in-process by SSR. */
export function createApi(deps: ApiDeps) {
  const api = contractApp().basePath('/api')

  api.use(jsonCharset())
  // The embedded database may refuse a request at its first query when overloaded (db/queue.ts).
  api.use((_c, next) => databaseRequest(next))
  const now = deps.now ?? (() => new Date())
  const redirects = createRedirectIndex(deps.db, deps.catalog)
  // Photo uploads come before the JSON-only rules below: multipart, with their own size limit.
  api.route(
    '/',
    imageUploadRoutes({
      db: deps.db,
      now,
      guard: staffGuard(deps.db, now),
      caches: { catalog: deps.catalog, redirects },
    }),
  )
  api.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        throw new ApiError(413, translate(requestLang(c), 'api.payloadTooLarge'))
      },
    }),
  )
  // A JSON API only takes JSON bodies (ASVS 3.5.2: form content types are how CSRF arrives).
  api.use(async (c, next) => {
    const method = c.req.method
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const type = c.req.header('content-type') ?? ''
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new ApiError(415, translate(requestLang(c), 'api.unsupportedMediaType'))
      }
    }
    await next()
  })
  api.use(refuseControlCharacters())

  const sms = deps.sms ?? logSender(deps.log)
  const auth = { ...AUTH_DEFAULTS, ...deps.auth }
  api.route('/', catalogRoutes(deps.catalog, now))
  api.route('/', imageRoutes(deps.db))
  api.route('/', shareRoutes(deps.db, deps.catalog))
  api.route(
    '/',
    authRoutes({ db: deps.db, log: deps.log, sms, catalog: deps.catalog, now, config: auth }),
  )
  api.route('/', profileRoutes(deps.db, now))
  const alerts = orderAlerts({
    db: deps.db,
    catalog: deps.catalog,
    log: deps.log,
    mailer: deps.mailer ?? logMailer(deps.log),
    webhook: deps.orderWebhook,
    now,
  })
  const announceOrder = alerts.announce
  const purchases = ga4Purchases(deps.ga4, { db: deps.db, log: deps.log })
  const payments = deps.viva
    ? {
        db: deps.db,
        viva: deps.viva,
        catalog: deps.catalog,
        now,
        log: deps.log,
        announceOrder,
        purchased: purchases.paid,
      }
    : null
  const startPayment: PaymentStarter = payments
    ? vivaPaymentStarter(payments)
    : async () => {
        throw new Error('card payments are not configured')
      }
  api.route(
    '/',
    orderRoutes({
      db: deps.db,
      catalog: deps.catalog,
      now,
      log: deps.log,
      startPayment,
      announceOrder,
    }),
  )
  api.route('/', reviewRoutes({ db: deps.db, catalog: deps.catalog, now }))
  api.route('/', bonusRoutes({ db: deps.db, catalog: deps.catalog, now }))
  if (payments) api.route('/', paymentRoutes(payments))
  // Every instance keeps the catalog and the redirect table in memory: staff edits drop them.
  if (deps.listen) followChanges(deps.listen, { catalog: deps.catalog, redirects }, deps.log)
  const hub = orderEventHub(deps.listen, deps.log)
  const statusTexts = statusMessages({
    db: deps.db,
    catalog: deps.catalog,
    sms,
    log: deps.log,
    now,
  })
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS
  api.route('/', liveOrderRoutes({ db: deps.db, now, log: deps.log, hub, heartbeatMs }))
  api.route(
    '/',
    operatorRoutes({
      db: deps.db,
      catalog: deps.catalog,
      redirects,
      now,
      log: deps.log,
      viva: deps.viva,
      hub,
      heartbeatMs,
      statusChanged: statusTexts.statusChanged,
      announceOrder,
      totpSecrets: secretBox(deps.totpKey ?? DEVELOPMENT_TOTP_KEY),
    }),
  )
  api.route('/', cartRoutes(deps.catalog, now))
  api.route('/', redirectRoutes(redirects))
  const document = () => openApiDocument(api)
  api.get('/openapi.json', (c) => c.json(document()))

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
  api.onError((error, c) => toErrorResponse(error, c, deps.log))
  /** Hourly upkeep: rate-limit events older than their longest window are of no use. */
  const housekeeping = () => prune(deps.db, now())
  /** Ends the console's live feeds (shutdown); their browsers reconnect. */
  const endLiveFeeds = () => hub.close()
  return Object.assign(api, {
    document,
    redirects,
    housekeeping,
    alerts,
    statusTexts,
    purchases,
    endLiveFeeds,
  })
}

export type Api = ReturnType<typeof createApi>
