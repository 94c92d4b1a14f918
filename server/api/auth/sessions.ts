import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { sessions } from '#server/db/schema'

const DAY = 24 * 60 * 60 * 1000
// docs/security.md "Sessions": the spec's 365-day cookie, cut short by 90 idle days.
export const SESSION_MAX_AGE_MS = 365 * DAY
export const SESSION_IDLE_MS = 90 * DAY
const TOUCH_EVERY_MS = 60 * 60 * 1000

/** 32 random bytes (256 bits), base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createSession(db: Database, customerId: number, now: Date): Promise<string> {
  const token = newToken()
  await db
    .insert(sessions)
    .values({ customerId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now })
  return token
}

export type SessionInfo = { sessionId: number; customerId: number }

/** The live session of a token: not revoked, younger than 365 days, used within 90. */
export async function findSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionInfo | null> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1)
  if (!session) return null
  const time = now.getTime()
  if (time - session.createdAt.getTime() > SESSION_MAX_AGE_MS) return null
  if (time - session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null
  if (time - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id))
  }
  return { sessionId: session.id, customerId: session.customerId }
}

export async function revokeSession(db: Database, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId))
}

export async function revokeAllSessions(db: Database, customerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
}
