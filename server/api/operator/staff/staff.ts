import { asc, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId, validate } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { staff } from '#server/db/schema'
import { translate } from '#shared/i18n'
import { STAFF_ROLES, type StaffRole } from '#shared/staff'
import { clientIp, type StaffAccess, type StaffEnv, type StaffGuard } from '../roles'
import { audit } from './audit'
import { forgetFailures } from './lockout'
import { hashPassword, NewPassword } from './passwords'
import { revokeStaffSessions } from './sessions'

/** E-mails are compared without case (the unique index is on lower(email)), so they are kept so. */
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email())
const Name = z.string().trim().min(1).max(100)

/** A new account: `npm run operator:create` checks its arguments with it too. */
export const StaffCreate = z.object({
  email: Email,
  name: Name,
  role: z.enum(STAFF_ROLES),
  password: NewPassword,
})
const StaffUpdate = z.object({
  name: Name.optional(),
  role: z.enum(STAFF_ROLES).optional(),
  active: z.boolean().optional(),
})
const PasswordReset = z.object({ password: NewPassword })

type Member = typeof staff.$inferSelect

/** A staff member as the console shows them: never the hash or the TOTP secret. */
export function staffView(member: Member) {
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

export const StaffView = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
})

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
  input: z.output<typeof StaffCreate>,
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
export function staffRoutes(deps: {
  db: Database
  now: () => Date
  access: StaffAccess
  guard: StaffGuard
}) {
  const { db, now, access } = deps
  const app = new Hono<StaffEnv>()

  const memberOf = async (c: Context) => {
    const [member] = await db
      .select()
      .from(staff)
      .where(eq(staff.id, rowId(c)))
    if (!member) throw new ApiError(404, translate(requestLang(c), 'operator.staff.notFound'))
    return member
  }

  app.get(
    '/operator/staff',
    access({
      method: 'get',
      path: '/operator/staff',
      role: 'admin',
      tag: 'operator',
      summary: 'Every staff account, by name',
      response: z.object({ data: z.array(StaffView) }),
    }),
    async (c) => {
      const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id))
      return c.json({ data: rows.map(staffView) })
    },
  )

  app.post(
    '/operator/staff',
    access({
      method: 'post',
      path: '/operator/staff',
      role: 'admin',
      tag: 'operator',
      summary: 'Create a staff account (password of 12 to 128 characters, not a common one)',
      body: StaffCreate,
      response: z.object({ data: StaffView }),
      errors: [409],
    }),
    validate('json', StaffCreate),
    async (c) => {
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
    },
  )

  app.post(
    '/operator/staff/:id',
    access({
      method: 'post',
      path: '/operator/staff/:id',
      role: 'admin',
      tag: 'operator',
      summary: 'Change a name or role, disable (ends the sessions) or enable an account',
      body: StaffUpdate,
      response: z.object({ data: StaffView }),
      errors: [404, 409],
    }),
    validate('json', StaffUpdate),
    async (c) => {
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
      return c.json({ data: staffView(updated) })
    },
  )

  app.post(
    '/operator/staff/:id/password',
    access({
      method: 'post',
      path: '/operator/staff/:id/password',
      role: 'admin',
      tag: 'operator',
      summary: 'Set a new password for someone (ends their sessions and lifts a lock-out)',
      body: PasswordReset,
      response: z.object({ data: StaffView }),
      errors: [404],
    }),
    validate('json', PasswordReset),
    async (c) => {
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
      return c.json({ data: staffView(member) })
    },
  )

  app.post(
    '/operator/staff/:id/totp/reset',
    access({
      method: 'post',
      path: '/operator/staff/:id/totp/reset',
      role: 'admin',
      tag: 'operator',
      summary: 'Turn off two-step sign-in for someone who lost their authenticator',
      body: z.object({}),
      response: z.object({ data: StaffView }),
      errors: [404],
    }),
    async (c) => {
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
      return c.json({ data: staffView(row!) })
    },
  )

  return app
}
