import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '#server/api/auth/sessions'
import type { Database } from '#server/db/client'
import {
  auditLog,
  idempotencyKeys,
  orders,
  otpChallenges,
  sessions,
  siteValues,
  staffSessions,
} from '#server/db/schema'
import { type Retention, retentionOf } from '#shared/contract/privacy'
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_AGE_MS } from '#shared/staff'
import { NO_ADDRESS } from './erase'

const DAY = 24 * 60 * 60 * 1000

/** The periods the site sets (site_values `retention`), the defaults for the rest. */
export async function readRetention(db: Database): Promise<Retention> {
  const [row] = await db.select().from(siteValues).where(eq(siteValues.key, 'retention'))
  return retentionOf(row?.value)
}

/** A session table's rows that ended before `cutoff`: revoked, expired, or idle past the limit. */
function endedBefore(
  table: typeof sessions | typeof staffSessions,
  cutoff: Date,
  limits: { maxAgeMs: number; idleMs: number },
) {
  return or(
    lt(table.revokedAt, cutoff),
    lt(table.createdAt, new Date(cutoff.getTime() - limits.maxAgeMs)),
    lt(table.lastSeenAt, new Date(cutoff.getTime() - limits.idleMs)),
  )
}

/** An order's address and comment erased; its amounts, lines and history stay. */
const withoutPersonalData = {
  comment: '',
  address: sql`case when ${orders.address} is null then null else ${JSON.stringify(NO_ADDRESS)}::jsonb end`,
}
const stillPersonal = or(isNotNull(orders.address), sql`${orders.comment} <> ''`)

/**
 * GDPR art. 5(1)(e): deletes or anonymises what outlived its period at `now`. Each step is one
 * statement, so a run cut short leaves nothing half-done and the next run finishes it.
 */
export async function applyRetention(db: Database, now: Date, periods: Retention) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY)
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, daysAgo(periods.signInCodeDays)))
  const sessionCutoff = daysAgo(periods.sessionDays)
  await db.delete(sessions).where(
    endedBefore(sessions, sessionCutoff, {
      maxAgeMs: SESSION_MAX_AGE_MS,
      idleMs: SESSION_IDLE_MS,
    }),
  )
  await db.delete(staffSessions).where(
    endedBefore(staffSessions, sessionCutoff, {
      maxAgeMs: STAFF_SESSION_MAX_AGE_MS,
      idleMs: STAFF_SESSION_IDLE_MS,
    }),
  )
  await db.delete(auditLog).where(lt(auditLog.at, daysAgo(periods.auditDays)))
  const abandoned = daysAgo(periods.abandonedDays)
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, abandoned))
  await db
    .update(orders)
    .set(withoutPersonalData)
    .where(
      and(
        eq(orders.status, 'cancelled'),
        isNull(orders.paidAt),
        lt(orders.createdAt, abandoned),
        stillPersonal,
      ),
    )
  const years = new Date(now.getTime())
  years.setUTCFullYear(years.getUTCFullYear() - periods.orderYears)
  await db
    .update(orders)
    .set(withoutPersonalData)
    .where(and(lt(orders.createdAt, years), stillPersonal))
}
