import { and, eq, isNull, ne } from 'drizzle-orm'
import { hashToken, newToken } from '#server/api/auth/sessions'
import type { Database } from '#server/db/client'
import { staff, staffSessions } from '#server/db/schema'
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_AGE_MS, type StaffRole } from '#shared/staff'

const TOUCH_EVERY_MS = 5 * 60 * 1000

/** Same token shape as the customers' (256 random bits, stored as SHA-256), another table. */
export async function createStaffSession(db: Database, staffId: number, now: Date) {
  const token = newToken()
  await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now })
  return token
}

export type StaffSession = {
  sessionId: number
  staffId: number
  role: StaffRole
  name: string
  email: string
}

/**
 * The live session of a token and its active staff member, with the role as it is now. `touch`
 * false checks without counting as activity (the event stream's heartbeat is not a person).
 */
export async function findStaffSession(
  db: Database,
  token: string,
  now: Date,
  touch = true,
): Promise<StaffSession | null> {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
    .limit(1)
  if (!row?.member.active) return null
  const { session, member } = row
  const time = now.getTime()
  if (time - session.createdAt.getTime() > STAFF_SESSION_MAX_AGE_MS) return null
  if (time - session.lastSeenAt.getTime() > STAFF_SESSION_IDLE_MS) return null
  if (touch && time - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id))
  }
  return {
    sessionId: session.id,
    staffId: member.id,
    role: member.role as StaffRole,
    name: member.name,
    email: member.email,
  }
}

export async function revokeStaffSession(db: Database, sessionId: number, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId))
}

/** Ends every session of a staff member, but the one given (a password change keeps its own). */
export async function revokeStaffSessions(
  db: Database,
  staffId: number,
  now: Date,
  keepSessionId?: number,
) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(staffSessions.id, keepSessionId),
      ),
    )
}
