import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Limit, retryAfter } from '#server/api/auth/rate-limit'
import { ApiError } from '#server/api/errors'
import type { Database } from '#server/db/client'
import { rateEvents } from '#server/db/schema'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'

const MINUTE = 60 * 1000

// Failed staff sign-ins (ASVS 6.3.1; NIST 800-63B §5.2.2). Five misses lock an account for 15
// minutes at the address they came from, not everywhere: a stranger who knows the manager's e-mail
// locks only their own address out, never the restaurant's network. Guessing from many addresses
// is held back by the address limit (each address tries at most 20 passwords in 15 minutes, over
// every account) and by TOTP. The address limit is higher than the account's because a
// restaurant's staff share one address: one forgetful colleague must not lock out the kitchen.
export const SIGN_IN_LIMITS = {
  accountAtAddress: { bucket: 'staff-fail:account-ip', max: 5, windowMs: 15 * MINUTE },
  address: { bucket: 'staff-fail:ip', max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>

/** The account's key at one address; the address comes last, so the account is its prefix. */
const accountAt = (email: string, ip: string) => `${email} ${ip}`

export type Attempt = { wait: number } | { wait: 0; events: number[] }

/**
 * Claims one password check for an e-mail (known or not: the answers are the same) and a client
 * address, or answers the seconds to wait. The claim counts as a failure from the start, so
 * parallel guesses cannot all slip under the limit while the slow hash runs; `succeeded` takes it
 * back. Advisory locks serialise claims on every instance, always account first.
 */
export async function claimAttempt(
  db: Database,
  email: string,
  ip: string,
  now: Date,
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:${email}`}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in-ip:${ip}`}))`)
    for (const [limit, key] of [
      [SIGN_IN_LIMITS.accountAtAddress, accountAt(email, ip)],
      [SIGN_IN_LIMITS.address, ip],
    ] as const) {
      const wait = await retryAfter(tx, limit, key, now)
      if (wait > 0) return { wait }
    }
    const rows = await tx
      .insert(rateEvents)
      .values([
        {
          bucket: SIGN_IN_LIMITS.accountAtAddress.bucket,
          key: accountAt(email, ip),
          createdAt: now,
        },
        { bucket: SIGN_IN_LIMITS.address.bucket, key: ip, createdAt: now },
      ])
      .returning({ id: rateEvents.id })
    return { wait: 0, events: rows.map((r) => r.id) }
  })
}

/** Takes a claim back: the check was not a failure (a right password still waiting for its code). */
export async function withdrawAttempt(db: Database, events: number[]) {
  await db.delete(rateEvents).where(inArray(rateEvents.id, events))
}

/**
 * A success forgets the account's failures at its address (NIST: SHOULD reset); a guesser's count
 * elsewhere stays. An admin's password reset (no `ip`) forgets them at every address.
 */
export async function forgetFailures(db: Database, email: string, ip?: string) {
  const prefix = `${email} `
  const keys =
    ip === undefined
      ? sql`left(${rateEvents.key}, ${prefix.length}) = ${prefix}`
      : eq(rateEvents.key, accountAt(email, ip))
  await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.bucket, SIGN_IN_LIMITS.accountAtAddress.bucket), keys))
}

/** The answer while locked: 429 with the seconds to wait. */
export function tooManyAttempts(lang: Lang, wait: number) {
  return new ApiError(429, translate(lang, 'auth.tooMany'), undefined, {
    'Cache-Control': 'no-store',
    'Retry-After': String(wait),
  })
}
