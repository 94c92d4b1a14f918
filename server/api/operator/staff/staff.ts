import { asc, eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { z } from 'zod'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { staff } from '#server/db/schema'
import * as contract from '#shared/contract/operator/staff'
import { translate } from '#shared/i18n'
import type { StaffRole } from '#shared/staff'
import { audit } from './audit'
import { forgetFailures } from './lockout'
import { hashPassword } from './passwords'
import { revokeStaffSessions } from './sessions'

type Member = typeof staff.$inferSelect

/** A staff member as the console shows them: never the hash or the TOTP secret. */
export function staffView(member: Member): contract.StaffView {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role as StaffRole,
    active: member.active,
    totpEnabled: member.totpSecret !== null,
    createdAt: member.createdAt.toISOString(),
  }
}

export async function findStaffByEmail(db: Database, email: string) {
  const [member] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.toLowerCase()))
  return member
}

/** A new account, or null when the e-mail has one already (`npm run operator:create` uses it too). */
export async function createStaff(
  db: Database,
  input: z.output<typeof contract.StaffCreate>,
  now: Date,
): Promise<Member | null> {
  const [member] = await db
    .insert(staff)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning()
  return member ?? null
}

/** Admins manage the staff: list, create, change role or name, disable, reset a password or TOTP. */
export function staffRoutes(deps: { db: Database; now: () => Date; guard: StaffGuard }) {
  const { db, now, guard } = deps
  const app = contractApp<StaffEnv>()

  const memberOf = async (c: Context) => {
    const [member] = await db
      .select()
      .from(staff)
      .where(eq(staff.id, rowId(c)))
    if (!member) throw new ApiError(404, translate(requestLang(c), 'operator.staff.notFound'))
    return member
  }

  app.openapi(guard(contract.staffList), async (c) => {
    const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id))
    return c.json({ data: rows.map(staffView) }, 200)
  })

  app.openapi(guard(contract.createStaff), async (c) => {
    const body = c.req.valid('json')
    const at = now()
    const member = await db.transaction(async (tx) => {
      const created = await createStaff(tx, body, at)
      if (created) {
        await audit(tx, {
          staffId: c.var.staff.staffId,
          action: 'staff.created',
          target: { type: 'staff', id: created.id },
          after: { email: created.email, name: created.name, role: created.role },
          ip: clientIp(c),
          at,
        })
      }
      return created
    })
    if (!member) {
      const lang = requestLang(c)
      throw new ApiError(409, translate(lang, 'operator.staff.emailTaken'), {
        email: translate(lang, 'operator.staff.emailTaken'),
      })
    }
    return c.json({ data: staffView(member) }, 201)
  })

  app.openapi(guard(contract.updateStaff), async (c) => {
    const member = await memberOf(c)
    const changes = c.req.valid('json')
    const self = member.id === c.var.staff.staffId
    // An admin never locks themselves out, so there is always an active admin.
    if (self && ((changes.role ?? member.role) !== member.role || changes.active === false)) {
      throw new ApiError(409, translate(requestLang(c), 'operator.staff.notYourself'))
    }
    const fields = (['name', 'role', 'active'] as const).filter(
      (field) => changes[field] !== undefined && changes[field] !== member[field],
    )
    const at = now()
    const updated = await db.transaction(async (tx) => {
      if (!fields.length) return member
      const [row] = await tx
        .update(staff)
        .set({ ...changes, updatedAt: at })
        .where(eq(staff.id, member.id))
        .returning()
      if (changes.active === false) await revokeStaffSessions(tx, member.id, at)
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'staff.updated',
        target: { type: 'staff', id: member.id },
        before: Object.fromEntries(fields.map((f) => [f, member[f]])),
        after: Object.fromEntries(fields.map((f) => [f, row![f]])),
        ip: clientIp(c),
        at,
      })
      return row!
    })
    return c.json({ data: staffView(updated) }, 200)
  })

  app.openapi(guard(contract.resetPassword), async (c) => {
    const member = await memberOf(c)
    const passwordHash = await hashPassword(c.req.valid('json').password)
    const at = now()
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash, updatedAt: at }).where(eq(staff.id, member.id))
      await revokeStaffSessions(tx, member.id, at)
      await forgetFailures(tx, member.email)
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'staff.password_reset',
        target: { type: 'staff', id: member.id },
        ip: clientIp(c),
        at,
      })
    })
    return c.json({ data: staffView(member) }, 200)
  })

  app.openapi(guard(contract.resetTotp), async (c) => {
    const member = await memberOf(c)
    const at = now()
    const [row] = await db.transaction(async (tx) => {
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'staff.totp_reset',
        target: { type: 'staff', id: member.id },
        before: { totpEnabled: member.totpSecret !== null },
        after: { totpEnabled: false },
        ip: clientIp(c),
        at,
      })
      return tx
        .update(staff)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: at })
        .where(eq(staff.id, member.id))
        .returning()
    })
    return c.json({ data: staffView(row!) }, 200)
  })

  return app
}
