import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Logger } from 'pino'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { bearerToken, clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { staff } from '#server/db/schema'
import { isSealed, type SecretBox } from '#server/secret-box'
import * as contract from '#shared/contract/operator/staff'
import { translate } from '#shared/i18n'
import { audit } from './audit'
import { claimAttempt, forgetFailures, tooManyAttempts, withdrawAttempt } from './lockout'
import { decoyHash, hashPassword, verifyPassword } from './passwords'
import { createStaffSession, findStaffSession, revokeStaffSession } from './sessions'
import { findStaffByEmail, staffView } from './staff'
import { matchTotp } from './totp'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Stores the time step of an accepted code, unless a parallel sign-in stored it (or a later one)
 * first: of several sign-ins with one code, exactly one gets in.
 */
async function spendStep(db: Database, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id })
  return rows.length > 0
}

/**
 * Seals a secret stored in clear before encryption (secret-box.ts), unless it changed meanwhile:
 * an admin's reset in between stays a reset.
 */
async function sealIfClear(db: Database, box: SecretBox, staffId: number, stored: string) {
  if (isSealed(stored)) return
  await db
    .update(staff)
    .set({ totpSecret: box.seal(stored) })
    .where(and(eq(staff.id, staffId), eq(staff.totpSecret, stored)))
}

/** Staff sign-in (password, then the TOTP code when it is on) and sign-out. */
export function signInRoutes(deps: {
  db: Database
  log: Logger
  now: () => Date
  guard: StaffGuard
  totpSecrets: SecretBox
}) {
  const { db, log, now, guard, totpSecrets } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(contract.signIn, async (c) => {
    const lang = requestLang(c)
    c.header('Cache-Control', 'no-store')
    const { email, password, code } = c.req.valid('json')
    const ip = clientIp(c)
    const at = now()
    const address = ip ?? 'unknown'
    const attempt = await claimAttempt(db, email, address, at)
    if (!('events' in attempt)) throw tooManyAttempts(lang, attempt.wait)
    const member = await findStaffByEmail(db, email)
    const check = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()))
    const refuse = async (reason: 'password' | 'code', key: string) => {
      await audit(db, {
        staffId: member?.id ?? null,
        action: 'auth.sign_in_failed',
        details: { email, reason },
        ip,
        at,
      })
      log.info(
        { event: 'staff_sign_in_failed', staffId: member?.id ?? null },
        'staff sign-in refused',
      )
      const message = translate(lang, key)
      return new ApiError(401, message, reason === 'code' ? { code: message } : undefined, noStore)
    }
    // Unknown e-mail, disabled account or wrong password: one answer, after the same hashing work.
    if (!member?.active || !check.ok) throw await refuse('password', 'operator.signIn.failed')
    if (member.totpSecret) {
      if (!code) {
        // The password was right: not a failure, but no session without the code.
        await withdrawAttempt(db, attempt.events)
        const message = translate(lang, 'operator.totp.required')
        throw new ApiError(401, message, { code: message }, noStore)
      }
      const secret = totpSecrets.open(member.totpSecret)
      const step = matchTotp(secret, code, at, member.totpLastStep)
      if (step === null || !(await spendStep(db, member.id, step))) {
        throw await refuse('code', 'operator.totp.invalid')
      }
      await sealIfClear(db, totpSecrets, member.id, member.totpSecret)
    }
    await withdrawAttempt(db, attempt.events)
    await forgetFailures(db, email, address)
    if (check.rehash) {
      const passwordHash = await hashPassword(password)
      await db.update(staff).set({ passwordHash }).where(eq(staff.id, member.id))
    }
    const token = await createStaffSession(db, member.id, at)
    // A new sign-in in the same browser ends the session it had (security.md SESS-03).
    const previous = bearerToken(c)
    const old = previous ? await findStaffSession(db, previous, at) : null
    if (old) await revokeStaffSession(db, old.sessionId, at)
    await audit(db, { staffId: member.id, action: 'auth.signed_in', ip, at })
    log.info({ event: 'staff_signed_in', staffId: member.id }, 'staff signed in')
    return c.json({ token, data: staffView(member) }, 200)
  })

  app.openapi(guard(contract.signOut), async (c) => {
    const at = now()
    await revokeStaffSession(db, c.var.staff.sessionId, at)
    await audit(db, {
      staffId: c.var.staff.staffId,
      action: 'auth.signed_out',
      ip: clientIp(c),
      at,
    })
    return c.json({ success: true as const }, 200)
  })

  return app
}
