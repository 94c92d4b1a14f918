import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { otpChallenges } from '#server/db/schema'

// The sign-in code's rules in one place: how a code is made, stored, replaced, guessed and won.
// The rate limits around it (per phone, per address) are rate-limit.ts's.

export const OTP_TTL_MS = 5 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5

export type OtpConfig = { otpLength: number; otpSecret: string }

/** A code of `length` digits from the CSPRNG (security.md AUTH-01). */
export function generateCode(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0')
}

/** Keyed, and bound to the phone: a code is worthless for another number (AUTH-05). */
export function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A new code for the phone; it replaces any earlier one still live (AUTH-05). */
export async function issueCode(
  executor: Database,
  phone: string,
  config: OtpConfig,
  at: Date,
): Promise<string> {
  const code = generateCode(config.otpLength)
  await executor
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)))
  await executor.insert(otpChallenges).values({
    phone,
    codeHash: hashCode(config.otpSecret, phone, code),
    expiresAt: new Date(at.getTime() + OTP_TTL_MS),
    createdAt: at,
  })
  return code
}

/**
 * `right`: this check won the phone's live code (and used it up). `wrong`: a live code was there
 * and this was not it (a guess that counts against the phone). `none`: there was no live code to
 * guess (expired, used, replaced, never sent), so the phone's owner must not pay for it.
 */
export type CodeCheck = 'right' | 'wrong' | 'none'

export async function checkCode(
  db: Database,
  phone: string,
  code: string,
  config: OtpConfig,
  at: Date,
): Promise<CodeCheck> {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, phone),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, at),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
  if (!challenge) return 'none'
  if (!sameHash(challenge.codeHash, hashCode(config.otpSecret, phone, code))) {
    // The fifth miss burns the code (security.md AUTH-06).
    await db
      .update(otpChallenges)
      .set({
        attempts: sql`${otpChallenges.attempts} + 1`,
        consumedAt: sql`case when ${otpChallenges.attempts} + 1 >= ${OTP_MAX_ATTEMPTS} then ${at.toISOString()}::timestamptz else null end`,
      })
      // Never revive a code another request used or replaced meanwhile.
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
    return 'wrong'
  }
  // Exactly one of any number of parallel checks of the right code wins it (AUTH-04).
  const won = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: otpChallenges.id })
  return won.length ? 'right' : 'none'
}
