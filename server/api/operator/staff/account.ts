import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { staff } from '#server/db/schema'
import type { SecretBox } from '#server/secret-box'
import * as contract from '#shared/contract/operator/staff'
import { translate } from '#shared/i18n'
import { audit } from './audit'
import { claimAttempt, forgetFailures, tooManyAttempts, withdrawAttempt } from './lockout'
import { hashPassword, verifyPassword } from './passwords'
import { revokeStaffSessions } from './sessions'
import { staffView } from './staff'
import { matchTotp, newTotpSecret, otpauthUri } from './totp'

/** What staff see and change of their own account: who they are, the password, two-step sign-in. */
export function accountRoutes(deps: {
  db: Database
  now: () => Date
  catalog: CatalogStore
  guard: StaffGuard
  totpSecrets: SecretBox
}) {
  const { db, now, guard, totpSecrets } = deps
  const app = contractApp<StaffEnv>()

  /** The signed-in member's password again, under the sign-in limits; 422 when it is wrong. */
  const confirmPassword = async (c: Context<StaffEnv>, field: string, password: string) => {
    const [member] = await db.select().from(staff).where(eq(staff.id, c.var.staff.staffId))
    const ip = clientIp(c) ?? 'unknown'
    const attempt = await claimAttempt(db, member!.email, ip, now())
    if (!('events' in attempt)) throw tooManyAttempts(requestLang(c), attempt.wait)
    if (!(await verifyPassword(password, member!.passwordHash)).ok) {
      const lang = requestLang(c)
      throw new ApiError(422, translate(lang, 'validation.failed'), {
        [field]: translate(lang, 'operator.password.wrong'),
      })
    }
    await withdrawAttempt(db, attempt.events)
    await forgetFailures(db, member!.email, ip)
    return member!
  }

  app.openapi(guard(contract.me), async (c) => {
    const [member] = await db.select().from(staff).where(eq(staff.id, c.var.staff.staffId))
    return c.json({ data: staffView(member!) }, 200)
  })

  app.openapi(guard(contract.changePassword), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const member = await confirmPassword(c, 'currentPassword', currentPassword)
    const passwordHash = await hashPassword(newPassword)
    const at = now()
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash, updatedAt: at }).where(eq(staff.id, member.id))
      await revokeStaffSessions(tx, member.id, at, c.var.staff.sessionId)
      await audit(tx, {
        staffId: member.id,
        action: 'auth.password_changed',
        target: { type: 'staff', id: member.id },
        ip: clientIp(c),
        at,
      })
    })
    return c.json({ success: true as const }, 200)
  })

  app.openapi(guard(contract.startTotp), async (c) => {
    const member = await confirmPassword(c, 'password', c.req.valid('json').password)
    const lang = requestLang(c)
    if (member.totpSecret) throw new ApiError(409, translate(lang, 'operator.totp.already'))
    const secret = newTotpSecret()
    await db
      .update(staff)
      .set({ totpPendingSecret: totpSecrets.seal(secret) })
      .where(eq(staff.id, member.id))
    const { settings } = await deps.catalog.view(lang, now())
    return c.json({ data: { secret, uri: otpauthUri(settings.brand, member.email, secret) } }, 200)
  })

  app.openapi(guard(contract.confirmTotp), async (c) => {
    const lang = requestLang(c)
    const [member] = await db.select().from(staff).where(eq(staff.id, c.var.staff.staffId))
    const pending = member!.totpPendingSecret
    if (!pending) throw new ApiError(409, translate(lang, 'operator.totp.notStarted'))
    const at = now()
    const secret = totpSecrets.open(pending)
    const step = matchTotp(secret, c.req.valid('json').code, at, null)
    if (step === null) {
      throw new ApiError(422, translate(lang, 'validation.failed'), {
        code: translate(lang, 'operator.totp.invalid'),
      })
    }
    const [row] = await db.transaction(async (tx) => {
      await audit(tx, {
        staffId: member!.id,
        action: 'auth.totp_enabled',
        target: { type: 'staff', id: member!.id },
        ip: clientIp(c),
        at,
      })
      return tx
        .update(staff)
        .set({
          // Sealed afresh: a pending secret from before encryption is stored sealed all the same.
          totpSecret: totpSecrets.seal(secret),
          totpPendingSecret: null,
          totpLastStep: step,
          updatedAt: at,
        })
        .where(eq(staff.id, member!.id))
        .returning()
    })
    return c.json({ data: staffView(row!) }, 200)
  })

  return app
}
