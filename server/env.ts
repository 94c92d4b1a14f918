import { z } from 'zod'
import { DEFAULT_LINE_SUFFIX } from '#shared/phone'
import { DEFAULT_TILES, type Tiles, TileUrl } from '#shared/tiles'
import type { Bbox, GeocoderConfig } from './api/geocoder/providers'
import type { Vapid } from './api/push/vapid'
import { vapidProblem } from './api/push/vapid'
import { parseTrustProxy } from './client-address'
import { ConfigError } from './config-error'
import { DEVELOPMENT_TOTP_KEY, parseSecretKey } from './secret-box'

/** security.md DEG-08's project choice; DATABASE_QUEUE_LIMIT overrides it. */
export const DEFAULT_QUEUE_LIMIT = 100

// The only reader of process.env: parsed once, failing with one sentence per problem.
const DEFAULT_OTP_SECRET = 'development-otp-secret-change-me'

const schema = z.object({
  /**
   * `production` is a real shop: stand-ins and insecure settings are refused at start (the image
   * sets it). `demo` is a public demonstration on the stand-ins, and every page says so.
   */
  APP_ENV: z.enum(['development', 'demo', 'production']).default('development'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_ORIGIN: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Queries the embedded database may have queued before the API answers 503 (DEG-08). */
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_QUEUE_LIMIT),
  /** `api`: the API alone, behind an edge elsewhere (the Workers build); `all`: shop and API. */
  ROLE: z.enum(['all', 'api']).default('all'),
  /** With ROLE=api, only callers sending this in X-Edge-Secret are served (the edge's EDGE_SECRET). */
  EDGE_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** After SIGTERM, requests in flight get this long; below docker stop's 10 s before SIGKILL. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(8),
  /** The proxies in front whose X-Forwarded-For is believed: a number of hops or their networks. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value)
      if (typeof trust === 'string') ctx.addIssue({ code: 'custom', message: trust })
      return typeof trust === 'string' ? z.NEVER : trust
    }),
  OTP_LENGTH: z.coerce.number().int().min(4).max(10).default(6),
  /** Keys the HMAC of stored sign-in codes: six digits alone would be found by trying them all. */
  OTP_SECRET: z.string().min(16).default(DEFAULT_OTP_SECRET),
  PHONE_SIGNATURE_SUFFIX: z.string().min(1).default(DEFAULT_LINE_SUFFIX),
  /** Dial codes that may receive SMS, comma-separated (security.md SMS-03). */
  SMS_ALLOWED_DIAL_CODES: z
    .string()
    .default('359')
    .transform((s) =>
      s
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  SMS_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(10),
  /** Texts the whole shop may send an hour and a day, codes and statuses alike (SMS pumping). */
  SMS_BUDGET_HOUR: z.coerce.number().int().min(1).default(100),
  SMS_BUDGET_DAY: z.coerce.number().int().min(1).default(500),
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  SMS_OUTBOX_FILE: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  /** Card payments: the local simulator (default), Viva's demo or its live environment. */
  VIVA_MODE: z.enum(['simulator', 'demo', 'live']).default('simulator'),
  VIVA_CLIENT_ID: z.string().optional(),
  VIVA_CLIENT_SECRET: z.string().optional(),
  VIVA_MERCHANT_ID: z.string().optional(),
  VIVA_API_KEY: z.string().optional(),
  VIVA_SOURCE_CODE: z.string().optional(),
  /** New orders are e-mailed to the site's email_admin: the log stand-in (default) or SMTP. */
  MAIL_PROVIDER: z.enum(['log', 'smtp']).default('log'),
  /** e.g. smtps://user:password@smtp.example.com:465 */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_FILE: z.string().optional(),
  /** Each new order is also POSTed here as JSON, signed with ORDER_WEBHOOK_SECRET. */
  ORDER_WEBHOOK_URL: z.url().optional(),
  ORDER_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** /metrics answers Bearer requests with this token; without it, only in development. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** GA4: the measurement id (G-…) for the tag and server-side purchases; analytics is off without it. */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  /** A Measurement Protocol API secret of that stream: the server sends `purchase` with it. */
  GA4_API_SECRET: z.string().min(8).optional(),
  /**
   * Whether /api/openapi.json lists the staff API too; by default only outside production, where
   * a stranger would read every staff route and its role from it.
   */
  OPENAPI_STAFF: z.enum(['true', 'false']).optional(),
  /**
   * Address suggestions at checkout: none (zones chosen by name), Photon (type-ahead) or
   * Nominatim (one search, its policy forbids type-ahead), at GEOCODER_URL.
   */
  GEOCODER_PROVIDER: z.enum(['none', 'photon', 'nominatim']).default('none'),
  GEOCODER_URL: z.url().optional(),
  /** The shop's area, west,south,east,north (Sofia by default): suggestions come from inside it. */
  GEOCODER_BBOX: z
    .string()
    .default('23.18,42.60,23.50,42.78')
    .transform((value, ctx) => {
      const box = value.split(',').map(Number)
      if (box.length === 4 && box.every(Number.isFinite)) return box as Bbox
      ctx.addIssue({ code: 'custom', message: 'four numbers, west,south,east,north' })
      return z.NEVER
    }),
  /** The maps' tiles (the delivery page, the console's zones): OpenStreetMap's by default. */
  TILE_URL: TileUrl,
  TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default(DEFAULT_TILES.attribution),
  /** Encrypts staff TOTP secrets at rest: 32 bytes, hex or base64; a fixed key outside production. */
  STAFF_TOTP_KEY: z.string().optional(),
  /**
   * Web Push's VAPID key pair (RFC 8292), base64url as `npm run push:keys` prints it, and the
   * contact the push services may write to (mailto: or https:). Push is off without them.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address')
    .optional(),
})

/** Every variable this module reads (docs/configuration.md and .env.example list each one). */
export const ENV_NAMES = Object.keys(schema.shape)

export type Env = z.infer<typeof schema> & {
  PUBLIC_ORIGIN: string
  /** PUBLIC_ORIGIN when it is configured, not the local default: links for elsewhere use it. */
  configuredOrigin: string | undefined
  https: boolean
  /** APP_ENV=demo: the pages carry a banner saying the shop is a demonstration. */
  demo: boolean
  /** STAFF_TOTP_KEY decoded, or the development key. */
  totpKey: Buffer
  /** OPENAPI_STAFF, or its default for APP_ENV. */
  openApiStaff: boolean
  /** GEOCODER_PROVIDER with its URL and area; null: none. */
  geocoder: GeocoderConfig | null
  /** TILE_URL and TILE_ATTRIBUTION: what the maps draw on. */
  tiles: Tiles
  /** The VAPID keys and subject; null: push notifications are off. */
  vapid: Vapid | null
}

export { ConfigError }

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // A production shop runs the production build: APP_ENV=production brings NODE_ENV with it.
  const nodeEnv = source.NODE_ENV ?? (source.APP_ENV === 'production' ? 'production' : undefined)
  const parsed = schema.safeParse({ ...source, NODE_ENV: nodeEnv })
  if (!parsed.success) {
    const sentences = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} is invalid: ${issue.message}.`,
    )
    throw new ConfigError(sentences.join(' '))
  }
  const env = parsed.data
  const origin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).origin
  const totpKey = env.STAFF_TOTP_KEY === undefined ? null : parseSecretKey(env.STAFF_TOTP_KEY)
  const problems = [
    env.STAFF_TOTP_KEY !== undefined &&
      !totpKey &&
      'STAFF_TOTP_KEY must be 32 bytes in hex or base64 (openssl rand -base64 32).',
    env.ORDER_WEBHOOK_URL &&
      !env.ORDER_WEBHOOK_SECRET &&
      'ORDER_WEBHOOK_URL needs ORDER_WEBHOOK_SECRET to sign its requests.',
    env.GA4_API_SECRET &&
      !env.GA4_MEASUREMENT_ID &&
      'GA4_API_SECRET needs GA4_MEASUREMENT_ID, the stream it sends to.',
    // Here, with every other problem, not when the sender is built: one start names them all,
    // before any migration runs.
    env.SMS_PROVIDER === 'twilio' &&
      !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) &&
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    env.MAIL_PROVIDER === 'smtp' &&
      !(env.SMTP_URL && env.MAIL_FROM) &&
      'MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM.',
    vapidProblem(env),
    env.GEOCODER_PROVIDER !== 'none' &&
      !env.GEOCODER_URL &&
      `GEOCODER_PROVIDER=${env.GEOCODER_PROVIDER} needs GEOCODER_URL, the provider's address.`,
    ...(env.APP_ENV === 'production' ? productionProblems(env, origin) : []),
  ].filter((problem): problem is string => Boolean(problem))
  if (problems.length) throw new ConfigError(problems.join(' '))
  return {
    ...env,
    PUBLIC_ORIGIN: origin,
    configuredOrigin: env.PUBLIC_ORIGIN === undefined ? undefined : origin,
    https: origin.startsWith('https:'),
    demo: env.APP_ENV === 'demo',
    totpKey: totpKey ?? DEVELOPMENT_TOTP_KEY,
    openApiStaff: (env.OPENAPI_STAFF ?? String(env.APP_ENV !== 'production')) === 'true',
    tiles: { url: env.TILE_URL, attribution: env.TILE_ATTRIBUTION },
    geocoder:
      env.GEOCODER_PROVIDER === 'none' || !env.GEOCODER_URL
        ? null
        : {
            provider: env.GEOCODER_PROVIDER,
            url: env.GEOCODER_URL,
            bbox: env.GEOCODER_BBOX,
            userAgent: `hanami-sushi-shop (${origin})`,
          },
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT,
          }
        : null,
  }
}

/** A relay on this machine (a local MTA, a test's fake) is reached without crossing a network. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** Whether a provider's address is encrypted on the way: its TLS scheme, or this machine. */
function encrypted(url: string, tls: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === tls || LOOPBACK_HOST.test(hostname)
}

/**
 * A real shop never runs on the stand-ins or the development defaults; a deployment that means to
 * run on them says so by name (APP_ENV=demo).
 */
function productionProblems(env: z.infer<typeof schema>, origin: string): string[] {
  return [
    !origin.startsWith('https:') && 'PUBLIC_ORIGIN must be an https origin in production.',
    env.NODE_ENV !== 'production' &&
      `APP_ENV=production runs the production build: NODE_ENV=${env.NODE_ENV} would serve the development server.`,
    env.SMS_PROVIDER === 'log' &&
      'SMS_PROVIDER=log is the stand-in: set a real SMS provider in production (or APP_ENV=demo for a demonstration).',
    env.VIVA_MODE === 'simulator' &&
      'VIVA_MODE=simulator is the local fake that marks orders paid without money: use demo or live in production (or APP_ENV=demo for a demonstration).',
    env.OTP_SECRET === DEFAULT_OTP_SECRET &&
      'OTP_SECRET must be set to a secret of your own in production.',
    env.PHONE_SIGNATURE_SUFFIX === DEFAULT_LINE_SUFFIX &&
      'PHONE_SIGNATURE_SUFFIX must be set in production.',
    env.ROLE === 'api' &&
      !env.EDGE_SECRET &&
      'ROLE=api needs EDGE_SECRET in production: without it anyone could name the client address.',
    env.MAIL_PROVIDER === 'log' &&
      'MAIL_PROVIDER=log is the stand-in: set MAIL_PROVIDER=smtp with SMTP_URL and MAIL_FROM in production.',
    env.ORDER_WEBHOOK_URL?.startsWith('http:') &&
      'ORDER_WEBHOOK_URL must be an https address in production.',
    env.SMS_PROVIDER === 'twilio' &&
      !encrypted(env.TWILIO_BASE_URL, 'https:') &&
      "TWILIO_BASE_URL must be an https address in production: Twilio's token goes with every text.",
    env.MAIL_PROVIDER === 'smtp' &&
      env.SMTP_URL &&
      !encrypted(env.SMTP_URL, 'smtps:') &&
      new URL(env.SMTP_URL).searchParams.get('requireTLS') !== 'true' &&
      'SMTP_URL must be smtps:// or smtp://…?requireTLS=true (STARTTLS) in production: the password and the orders go with it.',
    !env.TILE_URL.startsWith('https:') &&
      'TILE_URL must be an https address in production: an https page cannot show http tiles.',
    env.STAFF_TOTP_KEY === undefined &&
      'STAFF_TOTP_KEY must be set in production: 32 random bytes in hex or base64 (openssl rand -base64 32).',
    !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) &&
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set in production: push notifications need them (npm run push:keys).',
  ].filter((problem): problem is string => Boolean(problem))
}
