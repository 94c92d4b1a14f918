import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

export const OTP_TTL_MS = 5 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5

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

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
