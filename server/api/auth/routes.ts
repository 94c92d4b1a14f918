import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { type PhoneTag, welcome } from '#server/api/bonuses/welcome'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import type { SmsSender } from '#server/api/sms'
import { SmsBudgetSpent } from '#server/api/sms/budget'
import { textablePhone } from '#server/api/sms/destinations'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as contract from '#shared/contract/auth'
import { translate } from '#shared/i18n'
import { digitsOnly, lineDate, lineHeader } from '#shared/phone'
import { customerPhone, findOrCreateCustomer } from './customers'
import { checkCode, issueCode } from './otp'
import { claim, forget, LIMITS, type Limit, record, retryAfter, withdraw } from './rate-limit'
import { type CustomerEnv, requireCustomer } from './require-customer'
import { createSession, findSession, revokeAllSessions, revokeSession } from './sessions'

export type AuthConfig = {
  /** Seconds between two codes to one phone (security.md SMS-01). */
  resendSeconds: number
  /** Sends a client address may ask for in an hour (security.md SMS-02). */
  sendsPerIpHour: number
  otpLength: number
  otpSecret: string
  lineSuffix: string
  allowedDialCodes: string[]
}

export type AuthDeps = {
  db: Database
  log: Logger
  sms: SmsSender
  catalog: CatalogStore
  now: () => Date
  config: AuthConfig
  phoneTag: PhoneTag
}

const DAY = 24 * 60 * 60 * 1000
const SIGNATURE_ZONE = 'Europe/Sofia'

/** The header of today, yesterday or tomorrow in Sofia: midnight and time zones lock nobody out. */
async function validLineHeader(
  header: string | undefined,
  digits: string,
  suffix: string,
  now: Date,
) {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false
  for (const offset of [0, -DAY, DAY]) {
    const date = lineDate(new Date(now.getTime() + offset), SIGNATURE_ZONE)
    if ((await lineHeader(digits, suffix, date)) === header.toLowerCase()) return true
  }
  return false
}

/** Spec §7 sign-in: a code by SMS, then a session for the right code. */
export function authRoutes(deps: AuthDeps) {
  const { db, now, config } = deps
  const app = contractApp<CustomerEnv>()

  const tooMany = async (
    executor: Database,
    c: Parameters<typeof requestLang>[0],
    checks: [Limit, string][],
  ) => {
    for (const [limit, key] of checks) {
      const wait = await retryAfter(executor, limit, key, now())
      if (wait > 0) {
        throw new ApiError(429, translate(requestLang(c), 'auth.tooMany'), undefined, {
          'Retry-After': String(wait),
        })
      }
    }
  }

  app.openapi(contract.sendCode, async (c) => {
    const lang = requestLang(c)
    c.header('Cache-Control', 'no-store')
    const phone = customerPhone(c.req.valid('json').phone, lang)
    const at = now()
    if (!(await validLineHeader(c.req.header('x-line-header'), phone, config.lineSuffix, at))) {
      throw new ApiError(400, translate(lang, 'auth.phone.invalid'))
    }
    textablePhone(phone, config.allowedDialCodes, lang)
    const ip = c.req.header('x-client-ip') ?? 'unknown'
    const code = await db.transaction(async (tx) => {
      // One send at a time per phone and per address, on every instance, so the limits below cannot
      // be raced (always in this order: two sends never wait on each other in a circle).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`)
      await tooMany(tx, c, [
        [{ ...LIMITS.sendPerPhoneMinute, windowMs: config.resendSeconds * 1000 }, phone],
        [LIMITS.sendPerPhoneHour, phone],
        [LIMITS.sendPerPhoneDay, phone],
        [{ ...LIMITS.sendPerIpHour, max: config.sendsPerIpHour }, ip],
        // A locked phone is told so instead of being sent a code it could not use.
        [LIMITS.failuresPerPhoneDay, phone],
      ])
      const issued = await issueCode(tx, phone, config, at)
      await record(tx, LIMITS.sendPerPhoneDay.bucket, phone, at)
      await record(tx, LIMITS.sendPerIpHour.bucket, ip, at)
      return issued
    })
    const { settings } = await deps.catalog.view(lang, at)
    try {
      await deps.sms.send(phone, translate(lang, 'auth.smsText', { code, brand: settings.brand }))
    } catch (error) {
      if (error instanceof SmsBudgetSpent) {
        throw new ApiError(503, translate(lang, 'auth.smsBudget'), undefined, {
          'Retry-After': String(error.retryAfterSeconds),
        })
      }
      deps.log.error({ err: error, provider: deps.sms.name }, 'sms send failed')
      throw new ApiError(503, translate(lang, 'auth.smsFailed'))
    }
    deps.log.info({ event: 'otp_sent', provider: deps.sms.name }, 'sign-in code sent')
    return c.json({ success: true as const, codeLength: config.otpLength }, 200)
  })

  app.openapi(contract.checkCode, async (c) => {
    const lang = requestLang(c)
    const body = c.req.valid('json')
    const phone = digitsOnly(body.phone)
    c.header('Cache-Control', 'no-store')
    if (!new RegExp(`^\\d{${config.otpLength}}$`).test(body.code)) {
      throw new ApiError(422, translate(lang, 'validation.failed'), {
        code: translate(lang, 'auth.code.length', { length: config.otpLength }),
      })
    }
    const ip = c.req.header('x-client-ip') ?? 'unknown'
    const at = now()
    // The miss is counted against the address before the check, under a lock on the address on
    // every instance: parallel guesses cannot all pass the limit before any is counted (as the
    // staff sign-in's claims). A right code takes it back.
    const claimed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-check-ip:${ip}`}))`)
      await tooMany(tx, c, [
        [LIMITS.failuresPerIpHour, ip],
        [LIMITS.failuresPerPhoneDay, phone],
      ])
      return claim(tx, LIMITS.failuresPerIpHour.bucket, ip, at)
    })
    /** Every miss counts against the address (claimed above); only a miss of a live code against the phone. */
    const notFound = async (liveCode: boolean) => {
      if (liveCode) await record(db, LIMITS.failuresPerPhoneDay.bucket, phone, at)
      deps.log.info({ event: 'otp_failed' }, 'sign-in code refused')
      return new ApiError(404, translate(lang, 'auth.code.notFound'))
    }
    const checked = await checkCode(db, phone, body.code, config, at)
    // Anyone may name any phone: a check with no code to guess must not lock its owner out.
    if (checked !== 'right') throw await notFound(checked === 'wrong')
    await withdraw(db, claimed)
    const customer = await findOrCreateCustomer(db, phone)
    await welcome(db, deps.catalog, { id: customer.id, phone }, deps.phoneTag, lang, at)
    // A success starts the phone's count of failures again (NIST 63B §5.2.2).
    await forget(db, LIMITS.failuresPerPhoneDay.bucket, phone)
    const token = await createSession(db, customer.id, at)
    // A new sign-in in the same browser ends the session it had (security.md SESS-03).
    const previous = /^Bearer ([\w-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1]
    const old = previous ? await findSession(db, previous, at) : null
    if (old) await revokeSession(db, old.sessionId, at)
    deps.log.info({ event: 'signed_in', customerId: customer.id }, 'customer signed in')
    return c.json({ token }, 200)
  })

  const auth = requireCustomer(db, now)

  app.openapi({ ...contract.logout, middleware: [auth] }, async (c) => {
    await revokeSession(db, c.var.session.sessionId, now())
    return c.json({ success: true as const }, 200)
  })

  app.openapi({ ...contract.logoutAll, middleware: [auth] }, async (c) => {
    await revokeAllSessions(db, c.var.session.customerId, now())
    return c.json({ success: true as const }, 200)
  })

  return app
}
