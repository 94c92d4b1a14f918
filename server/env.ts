import { z } from 'zod'
import { DEFAULT_LINE_SUFFIX } from '../shared/phone'

// The only reader of process.env: parsed once, failing with one sentence per problem.
const DEFAULT_OTP_SECRET = 'development-otp-secret-change-me'

const schema = z.object({
  /** `production` is a real shop: stand-ins and insecure settings are refused at start. */
  APP_ENV: z.enum(['development', 'production']).default('development'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_ORIGIN: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  API_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
  /** Staff move orders through the operator API with this key (X-Operator-Key). */
  OPERATOR_API_KEY: z.string().min(24).optional(),
})

export type Env = z.infer<typeof schema> & { PUBLIC_ORIGIN: string; https: boolean }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const sentences = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} is invalid: ${issue.message}.`,
    )
    throw new ConfigError(sentences.join(' '))
  }
  const env = parsed.data
  const origin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).origin
  const problems = env.APP_ENV === 'production' ? productionProblems(env, origin) : []
  if (problems.length) throw new ConfigError(problems.join(' '))
  return { ...env, PUBLIC_ORIGIN: origin, https: origin.startsWith('https:') }
}

/** A real shop never runs on the stand-ins or the development defaults. */
function productionProblems(env: z.infer<typeof schema>, origin: string): string[] {
  return [
    !origin.startsWith('https:') && 'PUBLIC_ORIGIN must be an https origin in production.',
    env.SMS_PROVIDER === 'log' &&
      'SMS_PROVIDER=log is the stand-in: set a real SMS provider in production.',
    env.VIVA_MODE === 'simulator' &&
      'VIVA_MODE=simulator is the local fake: use demo or live in production.',
    env.OTP_SECRET === DEFAULT_OTP_SECRET &&
      'OTP_SECRET must be set to a secret of your own in production.',
    env.PHONE_SIGNATURE_SUFFIX === DEFAULT_LINE_SUFFIX &&
      'PHONE_SIGNATURE_SUFFIX must be set in production.',
    !env.OPERATOR_API_KEY && 'OPERATOR_API_KEY must be set in production.',
  ].filter((problem): problem is string => Boolean(problem))
}
