import type { Logger } from 'pino'
import type { Database, Listen } from '#server/db/client'
import type { JobQueue } from '#server/jobs/queue'
import { createRedirectIndex } from '#server/redirects/redirect-index'
import { DEVELOPMENT_TOTP_KEY, secretBox } from '#server/secret-box'
import { DEFAULT_LINE_SUFFIX } from '#shared/phone'
import { type Ga4Config, ga4Purchases } from './analytics/purchase'
import { LIMITS } from './auth/rate-limit'
import type { AuthConfig } from './auth/routes'
import { phoneTagger } from './bonuses/welcome'
import type { CatalogStore } from './catalog/store'
import type { Geocoder } from './geocoder/providers'
import { logMailer, type Mailer } from './mail'
import { orderAlerts } from './orders/alerts'
import { orderEventHub } from './orders/events'
import { orderExpiry } from './orders/expiry'
import { fixTexts } from './orders/fix-sms'
import type { FollowUps } from './orders/follow-ups'
import type { PaymentStarter } from './orders/routes'
import { statusTexts } from './orders/status-sms'
import { STREAM_LIMITS, type StreamLimits, streamSlots } from './orders/stream-slots'
import type { OrderWebhook } from './orders/webhook'
import { vivaPaymentStarter } from './payments/routes'
import type { VivaClient } from './payments/viva'
import { pushes as createPushes } from './push/devices'
import { kitchenPushes } from './push/kitchen'
import { pushSender } from './push/sender'
import type { Vapid } from './push/vapid'
import { logSender, type SmsSender } from './sms'
import { budgetedSms, type SmsBudget } from './sms/budget'
import { dialCodeGuard } from './sms/destinations'

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

const SMS_BUDGET_DEFAULTS: SmsBudget = { perHour: 100, perDay: 500 }

const AUTH_DEFAULTS: AuthConfig = {
  sendsPerIpHour: LIMITS.sendPerIpHour.max,
  resendSeconds: LIMITS.sendPerPhoneMinute.windowMs / 1000,
  otpLength: 6,
  otpSecret: 'development-otp-secret-change-me',
  lineSuffix: DEFAULT_LINE_SUFFIX,
  allowedDialCodes: ['359'],
}

// Under the 30 to 60 s after which proxies and load balancers drop a quiet connection.
const HEARTBEAT_MS = 15_000

/**
 * What the API's routes work with, wired once from its configuration: texts within their budget,
 * the kitchen's alerts and pushes, payments, the live feeds and the redirect table. Building it
 * registers the jobs the services send (texts, expiry); whoever runs jobs starts their workers.
 */
export function apiServices(deps: ApiDeps) {
  const { db, catalog, log, jobs } = deps
  const now = deps.now ?? (() => new Date())
  const mailer = deps.mailer ?? logMailer(log)
  const auth = { ...AUTH_DEFAULTS, ...deps.auth }
  const phoneTag = phoneTagger(auth.otpSecret)
  // A number outside the dial codes is refused before it costs any of the budget.
  const sms = dialCodeGuard(
    budgetedSms(deps.sms ?? logSender(log), {
      db,
      jobs,
      now,
      log,
      budget: deps.smsBudget ?? SMS_BUDGET_DEFAULTS,
      mailer,
      catalog,
    }),
    auth.allowedDialCodes,
  )
  const alerts = orderAlerts({ db, catalog, log, mailer, webhook: deps.orderWebhook, now, jobs })
  const pushes = deps.push
    ? createPushes({ db, sender: pushSender(deps.push.vapid), log, now, jobs })
    : null
  const kitchen = pushes ? kitchenPushes({ db, jobs, now, pushes }) : null
  const followUps: FollowUps = {
    jobs,
    async toCook(tx, orderId) {
      await alerts.toCook(tx, orderId)
      await kitchen?.toCook(tx, orderId)
    },
  }
  statusTexts({ db, catalog, sms, log, now, jobs, pushes })
  fixTexts({ db, catalog, sms, log, now, jobs })
  const expiry = orderExpiry({ db, catalog, followUps, jobs, log, now })
  const purchases = ga4Purchases(deps.ga4, { db, log })
  const payments = deps.viva
    ? { db, viva: deps.viva, catalog, now, log, followUps, purchased: purchases.paid }
    : null
  const startPayment: PaymentStarter = payments
    ? vivaPaymentStarter(payments)
    : async () => {
        throw new Error('card payments are not configured')
      }
  return {
    now,
    auth,
    phoneTag,
    sms,
    followUps,
    expiry,
    purchases,
    payments,
    startPayment,
    redirects: createRedirectIndex(db, catalog, now),
    hub: orderEventHub(deps.listen, log),
    heartbeatMs: deps.heartbeatMs ?? HEARTBEAT_MS,
    streams: { slots: streamSlots(), limits: { ...STREAM_LIMITS, ...deps.streamLimits } },
    totpSecrets: secretBox(deps.totpKey ?? DEVELOPMENT_TOTP_KEY),
    push: deps.push
      ? { publicKey: deps.push.vapid.publicKey, loopbackEndpoints: deps.push.loopbackEndpoints }
      : null,
  }
}
