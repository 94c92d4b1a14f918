import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { imageUploadRoutes } from '#server/api/operator/menu/images'
import { jsonCharset } from '#server/json-charset'
import { translate } from '#shared/i18n'
import { DEFAULT_LINE_SUFFIX } from '#shared/phone'
import type { Database, Listen } from '../db/client'
import { databaseRequest } from '../db/queue'
import type { JobQueue } from '../jobs/queue'
import { DEVELOPMENT_TOTP_KEY, secretBox } from '../secret-box'
import { type Ga4Config, ga4Purchases } from './analytics/purchase'
import { handoverRoutes } from './assistant/handovers'
import { mcpRoutes } from './assistant/mcp'
import { LIMITS } from './auth/rate-limit'
import { type AuthConfig, authRoutes } from './auth/routes'
import { bonusRoutes } from './bonuses/routes'
import { phoneTagger } from './bonuses/welcome'
import { cartRoutes } from './cart/routes'
import { followChanges } from './catalog/changes'
import { catalogRoutes } from './catalog/routes'
import type { CatalogStore } from './catalog/store'
import { contractApp } from './contract'
import { refuseControlCharacters } from './control-characters'
import { ApiError, toErrorResponse } from './errors'
import type { Geocoder } from './geocoder/providers'
import { geocoderRoutes } from './geocoder/routes'
import { housekeeping } from './housekeeping'
import { imageRoutes } from './images/routes'
import { shareRoutes } from './images/share-routes'
import { consentRoutes } from './legal/consents'
import { logMailer, type Mailer } from './mail'
import { allowedMethods } from './methods'
import { openApiDocument, publicPart } from './openapi'
import { staffGuard } from './operator/roles'
import { operatorRoutes } from './operator/routes'
import { orderAlerts } from './orders/alerts'
import { orderEventHub } from './orders/events'
import { orderExpiry } from './orders/expiry'
import { fixTexts } from './orders/fix-sms'
import type { FollowUps } from './orders/follow-ups'
import { liveOrderRoutes } from './orders/live'
import { orderRoutes, type PaymentStarter } from './orders/routes'
import { orderShareRoutes } from './orders/shares'
import { statusTexts } from './orders/status-sms'
import { STREAM_LIMITS, type StreamLimits, streamSlots } from './orders/stream-slots'
import type { OrderWebhook } from './orders/webhook'
import { paymentRoutes, vivaPaymentStarter } from './payments/routes'
import type { VivaClient } from './payments/viva'
import { privacyRoutes } from './privacy/routes'
import { profileRoutes } from './profile'
import { pushes as createPushes } from './push/devices'
import { kitchenPushes } from './push/kitchen'
import { pushRoutes } from './push/routes'
import { pushSender } from './push/sender'
import type { Vapid } from './push/vapid'
import { createRedirectIndex, redirectRoutes } from './redirects'
import { reviewRoutes } from './reviews/routes'
import { logSender, type SmsSender } from './sms'
import { budgetedSms, type SmsBudget } from './sms/budget'
import { dialCodeGuard } from './sms/destinations'
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
  /**
   * Where work for later goes (server/jobs): texts, the kitchen's alerts, unpaid orders' expiry.
   * The API defines what each job does; whoever runs it starts the workers (node.ts).
   */
  jobs: JobQueue
  /** How often the operator event stream sends a heartbeat (15 s). */
  heartbeatMs?: number
  /** GA4's Measurement Protocol for server-side purchases; none when not given. */
  ga4?: Ga4Config | undefined
  /** Encrypts staff TOTP secrets at rest (STAFF_TOTP_KEY); the development key when not given. */
  totpKey?: Buffer
  /** Texts the whole shop may send an hour and a day (SMS_BUDGET_HOUR, SMS_BUDGET_DAY). */
  smsBudget?: SmsBudget
  /** Whether /api/openapi.json lists the staff API (OPENAPI_STAFF); it does unless told not to. */
  openApiStaff?: boolean
  /** Address suggestions at checkout (GEOCODER_PROVIDER); none when not given. */
  geocoder?: Geocoder | null
  /** How long it may take before the checkout goes on without it (GEOCODER_TIMEOUT_MS). */
  geocoderTimeoutMs?: number
  /** How many live streams one customer, staff session or address may hold (STREAM_LIMITS). */
  streamLimits?: Partial<StreamLimits>
  /**
   * Where the links /mcp makes point (PUBLIC_ORIGIN when configured): behind Workers or a proxy
   * the API's own request names an inner origin. Without it, the origin the call came to.
   */
  publicOrigin?: string | undefined
  /**
   * Web Push (VAPID_*): keys, and whether endpoints on this machine are taken (outside
   * production, for the tests' fake push service); push is off when not given.
   */
  push?: { vapid: Vapid; loopbackEndpoints: boolean } | undefined
}

export const SMS_BUDGET_DEFAULTS: SmsBudget = { perHour: 100, perDay: 500 }

const AUTH_DEFAULTS: AuthConfig = {
  sendsPerIpHour: LIMITS.sendPerIpHour.max,
  resendSeconds: LIMITS.sendPerPhoneMinute.windowMs / 1000,
  otpLength: 6,
  otpSecret: 'development-otp-secret-change-me',
  lineSuffix: DEFAULT_LINE_SUFFIX,
  allowedDialCodes: ['359'],
}

const MAX_BODY_BYTES = 64 * 1024
// A legal page in four languages is the one long text staff send (a privacy notice runs to pages).
const LEGAL_BODY_BYTES = 512 * 1024
// Under the 30 to 60 s after which proxies and load balancers drop a quiet connection.
const HEARTBEAT_MS = 15_000

/** The restaurant's JSON API, mounted at /api and called in-process by SSR. */
export function createApi(deps: ApiDeps) {
  const api = contractApp().basePath('/api')

  api.use(jsonCharset())
  // The embedded database may refuse a request at its first query when overloaded (db/queue.ts).
  api.use((_c, next) => databaseRequest(next))
  const { jobs } = deps
  // A change may send a job inside its transaction, which must find the queues read: read then,
  // they would wait for the connection the transaction holds (jobs/queue.ts). Reads never wait,
  // so the menu still answers from its cache while the database is away.
  jobs.open().catch((error) => deps.log.error({ err: error }, 'the job queue did not open'))
  api.use(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await jobs.open()
    await next()
  })
  const now = deps.now ?? (() => new Date())
  const redirects = createRedirectIndex(deps.db, deps.catalog, now)
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
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        throw new ApiError(413, translate(requestLang(c), 'api.payloadTooLarge'))
      },
    })
  const bodyLimits = { any: limitOf(MAX_BODY_BYTES), legal: limitOf(LEGAL_BODY_BYTES) }
  api.use((c, next) =>
    (c.req.path.startsWith('/api/operator/legal/') ? bodyLimits.legal : bodyLimits.any)(c, next),
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

  const mailer = deps.mailer ?? logMailer(deps.log)
  const auth = { ...AUTH_DEFAULTS, ...deps.auth }
  const phoneTag = phoneTagger(auth.otpSecret)
  // A number outside the dial codes is refused before it costs any of the budget.
  const sms = dialCodeGuard(
    budgetedSms(deps.sms ?? logSender(deps.log), {
      db: deps.db,
      jobs,
      now,
      log: deps.log,
      budget: deps.smsBudget ?? SMS_BUDGET_DEFAULTS,
      mailer,
      catalog: deps.catalog,
    }),
    auth.allowedDialCodes,
  )
  api.route('/', catalogRoutes(deps.catalog, now))
  api.route('/', imageRoutes(deps.db))
  api.route('/', shareRoutes(deps.db, deps.catalog, now))
  api.route(
    '/',
    authRoutes({
      db: deps.db,
      log: deps.log,
      sms,
      catalog: deps.catalog,
      now,
      config: auth,
      phoneTag,
    }),
  )
  api.route('/', profileRoutes(deps.db, now))
  api.route(
    '/',
    geocoderRoutes({
      db: deps.db,
      log: deps.log,
      geocoder: deps.geocoder ?? null,
      now,
      ...(deps.geocoderTimeoutMs ? { timeoutMs: deps.geocoderTimeoutMs } : {}),
    }),
  )
  api.route('/', privacyRoutes(deps.db, now, phoneTag))
  api.route('/', consentRoutes(deps.db, now))
  const alerts = orderAlerts({
    db: deps.db,
    catalog: deps.catalog,
    log: deps.log,
    mailer,
    webhook: deps.orderWebhook,
    now,
    jobs,
  })
  const pushes = deps.push
    ? createPushes({ db: deps.db, sender: pushSender(deps.push.vapid), log: deps.log, now, jobs })
    : null
  const kitchen = pushes ? kitchenPushes({ db: deps.db, jobs, now, pushes }) : null
  const followUps: FollowUps = {
    jobs,
    async toCook(tx, orderId) {
      await alerts.toCook(tx, orderId)
      await kitchen?.toCook(tx, orderId)
    },
  }
  api.route(
    '/',
    pushRoutes(
      deps.db,
      now,
      deps.push
        ? { publicKey: deps.push.vapid.publicKey, loopbackEndpoints: deps.push.loopbackEndpoints }
        : null,
    ),
  )
  statusTexts({ db: deps.db, catalog: deps.catalog, sms, log: deps.log, now, jobs, pushes })
  fixTexts({ db: deps.db, catalog: deps.catalog, sms, log: deps.log, now, jobs })
  const expiry = orderExpiry({
    db: deps.db,
    catalog: deps.catalog,
    followUps,
    jobs,
    log: deps.log,
    now,
  })
  const purchases = ga4Purchases(deps.ga4, { db: deps.db, log: deps.log })
  const payments = deps.viva
    ? {
        db: deps.db,
        viva: deps.viva,
        catalog: deps.catalog,
        now,
        log: deps.log,
        followUps,
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
      followUps,
    }),
  )
  api.route('/', reviewRoutes({ db: deps.db, catalog: deps.catalog, now }))
  api.route('/', bonusRoutes({ db: deps.db, catalog: deps.catalog, now }))
  if (payments) api.route('/', paymentRoutes(payments))
  // Every instance keeps the catalog and the redirect table in memory: staff edits drop them.
  if (deps.listen) followChanges(deps.listen, { catalog: deps.catalog, redirects }, deps.log)
  const hub = orderEventHub(deps.listen, deps.log)
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS
  const streams = { slots: streamSlots(), limits: { ...STREAM_LIMITS, ...deps.streamLimits } }
  api.route(
    '/',
    liveOrderRoutes({
      db: deps.db,
      catalog: deps.catalog,
      now,
      log: deps.log,
      hub,
      heartbeatMs,
      streams,
    }),
  )
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
      followUps,
      totpSecrets: secretBox(deps.totpKey ?? DEVELOPMENT_TOTP_KEY),
      dialCodes: auth.allowedDialCodes,
      phoneTag,
      streams,
    }),
  )
  api.route('/', cartRoutes(deps.db, deps.catalog, now))
  api.route(
    '/',
    mcpRoutes({ db: deps.db, catalog: deps.catalog, now, publicOrigin: deps.publicOrigin }),
  )
  api.route('/', handoverRoutes(deps.db, now))
  api.route('/', orderShareRoutes(deps.db, deps.catalog, now))
  api.route('/', redirectRoutes(redirects))
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
  api.onError((error, c) => toErrorResponse(error, c, deps.log))
  const upkeep = housekeeping({ db: deps.db, jobs, now, log: deps.log })
  /** Ends the console's live feeds (shutdown); their browsers reconnect. */
  const endLiveFeeds = () => hub.close()
  return Object.assign(api, {
    document,
    redirects,
    upkeep,
    purchases,
    endLiveFeeds,
    liveStreams: hub.streams,
    jobs,
    /**
     * Starts this instance's job workers, the expiry of orders its jobs do not cover yet, and the
     * hourly upkeep unless it already waits.
     */
    async startJobs() {
      await jobs.start()
      await expiry.catchUp()
      await upkeep.catchUp()
    },
  })
}

export type Api = ReturnType<typeof createApi>
