import { and, asc, count, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { rateEvents } from '#server/db/schema'

export type Limit = { bucket: string; max: number; windowMs: number }

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// security.md SMS-01, SMS-02, AUTH-07; the numbers are the issue's.
export const LIMITS = {
  sendPerPhoneMinute: { bucket: 'send:phone', max: 1, windowMs: MINUTE },
  sendPerPhoneHour: { bucket: 'send:phone', max: 5, windowMs: HOUR },
  sendPerPhoneDay: { bucket: 'send:phone', max: 10, windowMs: DAY },
  sendPerIpHour: { bucket: 'send:ip', max: 10, windowMs: HOUR },
  // Only misses of a live code count against a phone (a check with none locks nobody out): five
  // burn a code, so four burned codes lock the phone for the rest of the day, far below NIST's 100.
  failuresPerPhoneDay: { bucket: 'fail:phone', max: 20, windowMs: DAY },
  // Every miss counts against the address that made it: guessing is spread over addresses or slow.
  failuresPerIpHour: { bucket: 'fail:ip', max: 30, windowMs: HOUR },
  // Each payment webhook may cost a call to Viva: a source sending more than Viva would is held back.
  webhooksPerSourceMinute: { bucket: 'webhook:ip', max: 30, windowMs: MINUTE },
  // An assistant's calls (/mcp, issue 38): a conversation takes tens; a scraper is held back.
  assistantPerClientHour: { bucket: 'mcp:ip', max: 300, windowMs: HOUR },
} satisfies Record<string, Limit>

const inWindow = (limit: Limit, key: string, now: Date) =>
  and(
    eq(rateEvents.bucket, limit.bucket),
    eq(rateEvents.key, key),
    gt(rateEvents.createdAt, new Date(now.getTime() - limit.windowMs)),
  )

/** How many of `key`'s events are in `limit`'s window now. */
export async function eventsInWindow(db: Database, limit: Limit, key: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(inWindow(limit, key, now))
  return row?.n ?? 0
}

/** Seconds until `key` may act again under `limit`, or 0 when it may act now. */
export async function retryAfter(
  db: Database,
  limit: Limit,
  key: string,
  now: Date,
): Promise<number> {
  const where = inWindow(limit, key, now)
  if ((await eventsInWindow(db, limit, key, now)) < limit.max) return 0
  // The window frees up when the oldest of the last `max` events leaves it.
  const [oldest] = await db
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(where)
    .orderBy(asc(rateEvents.createdAt))
    .limit(1)
  const freeAt = (oldest?.at ?? now).getTime() + limit.windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / SECOND))
}

export async function record(db: Database, bucket: string, key: string, now: Date) {
  await db.insert(rateEvents).values({ bucket, key, createdAt: now })
}

/** Records one event and answers its id, so it can be taken back (`withdraw`). */
export async function claim(db: Database, bucket: string, key: string, now: Date) {
  const [row] = await db
    .insert(rateEvents)
    .values({ bucket, key, createdAt: now })
    .returning({ id: rateEvents.id })
  return row!.id
}

/** Takes a claimed event back: what it counted did not happen. */
export async function withdraw(db: Database, id: number) {
  await db.delete(rateEvents).where(eq(rateEvents.id, id))
}

/** Drops `key`'s events in `bucket`: what a success wipes out. */
export async function forget(db: Database, bucket: string, key: string) {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)))
}

/** Events older than the longest window are of no use. */
export async function prune(db: Database, now: Date) {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - DAY)))
}
