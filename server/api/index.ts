import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { translate } from '../../shared/i18n'
import { DEFAULT_LINE_SUFFIX } from '../../shared/phone'
import type { Database } from '../db/client'
import { LIMITS, prune } from './auth/rate-limit'
import { type AuthConfig, authRoutes } from './auth/routes'
import { cartRoutes } from './cart/routes'
import { catalogRoutes } from './catalog/routes'
import type { CatalogStore } from './catalog/store'
import { ApiError, toErrorResponse } from './errors'
import { createOpenApi } from './openapi'
import { operatorRoutes } from './orders/operator'
import { orderRoutes, type PaymentStarter } from './orders/routes'
import { paymentRoutes, vivaPaymentStarter } from './payments/routes'
import type { VivaClient } from './payments/viva'
import { profileRoutes } from './profile'
import { createRedirectIndex, redirectRoutes } from './redirects'
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
  /** The key of the operator API (OPERATOR_API_KEY); without it the operator API refuses everyone. */
  operatorKey?: string | undefined
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

/** The restaurant's JSON API, mounted at /api and called in-process by SSR. */
export function createApi(deps: ApiDeps) {
  const docs = createOpenApi()
  const api = new Hono().basePath('/api')

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

  const now = deps.now ?? (() => new Date())
  const sms = deps.sms ?? logSender(deps.log)
  const auth = { ...AUTH_DEFAULTS, ...deps.auth }
  api.route('/', catalogRoutes(deps.catalog, docs))
  api.route(
    '/',
    authRoutes({ db: deps.db, log: deps.log, sms, catalog: deps.catalog, now, config: auth }, docs),
  )
  api.route('/', profileRoutes(deps.db, now, docs))
  const payments = deps.viva
    ? { db: deps.db, viva: deps.viva, catalog: deps.catalog, now, log: deps.log }
    : null
  const startPayment: PaymentStarter = payments
    ? vivaPaymentStarter(payments)
    : async () => {
        throw new Error('card payments are not configured')
      }
  api.route(
    '/',
    orderRoutes({ db: deps.db, catalog: deps.catalog, now, log: deps.log, startPayment }, docs),
  )
  if (payments) api.route('/', paymentRoutes(payments, docs))
  api.route(
    '/',
    operatorRoutes(
      { db: deps.db, catalog: deps.catalog, now, operatorKey: deps.operatorKey },
      docs,
    ),
  )
  api.route('/', cartRoutes(deps.catalog, docs))
  const redirects = createRedirectIndex(deps.db, deps.catalog)
  api.route('/', redirectRoutes(redirects, docs))
  api.get('/openapi.json', (c) => c.json(docs.document()))

  api.notFound((c) => c.json({ message: translate(requestLang(c), 'api.notFound') }, 404))
  api.onError((error, c) => toErrorResponse(error, c, deps.log))
  /** Hourly upkeep: rate-limit events older than their longest window are of no use. */
  const housekeeping = () => prune(deps.db, now())
  return Object.assign(api, { docs, redirects, housekeeping })
}

export type Api = ReturnType<typeof createApi>
