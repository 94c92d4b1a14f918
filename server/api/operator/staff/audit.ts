import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { contractApp } from '#server/api/contract'
import type { StaffEnv, StaffGuard } from '#server/api/operator/roles'
import type { Database } from '#server/db/client'
import { auditLog, staff } from '#server/db/schema'
import type { AuditAction } from '#shared/audit'
import * as contract from '#shared/contract/operator/staff'

export type AuditEntry = {
  /** Null when nobody is known (a failed sign-in with an unknown e-mail). */
  staffId: number | null
  /** What happened, as `area.verb`: auth.signed_in, order.status, staff.created… */
  action: AuditAction
  target?: { type: string; id: string | number }
  before?: unknown
  after?: unknown
  details?: unknown
  ip: string | null
  at: Date
}

/** Records one staff action; call it in the action's own transaction so both happen or neither. */
export async function audit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target === undefined ? null : String(entry.target.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? null,
    ip: entry.ip,
    at: entry.at,
  })
}

/** The log, newest first, a page at a time, optionally for one staff member, action or order. */
export async function auditPage(db: Database, query: z.output<typeof contract.AuditQuery>) {
  const conditions: SQL[] = []
  if (query.staffId !== undefined) conditions.push(eq(auditLog.staffId, query.staffId))
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action))
  if (query.orderId !== undefined) {
    conditions.push(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(query.orderId)))
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, name: staff.name, email: staff.email })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return {
    data: rows.map(({ entry, name, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      staff: entry.staffId === null ? null : { id: entry.staffId, name, email },
      target: entry.targetType ? { type: entry.targetType, id: entry.targetId } : null,
      before: entry.before,
      after: entry.after,
      details: entry.details,
      ip: entry.ip,
    })),
    meta: { page: query.page, perPage: query.perPage, total: total?.n ?? 0 },
  }
}

/** Admins read the log. */
export function auditRoutes(deps: { db: Database; guard: StaffGuard }) {
  const app = contractApp<StaffEnv>()
  app.openapi(deps.guard(contract.auditLog), async (c) =>
    c.json(await auditPage(deps.db, c.req.valid('query')), 200),
  )
  return app
}
