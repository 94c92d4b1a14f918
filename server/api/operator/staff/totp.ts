import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { TOTP_DIGITS } from '#shared/staff'

// RFC 6238 TOTP over RFC 4226 HOTP with HMAC-SHA-1, 30-second steps: what every authenticator app
// reads from an otpauth:// URI.
const STEP_SECONDS = 30
/** RFC 6238 §5.2: accept one step either side, for clock drift and typing time. */
const DRIFT_STEPS = 1
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char)
    if (index < 0) throw new RangeError('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** 160 random bits, the key length RFC 4226 §4 recommends, in base32 for the apps. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** RFC 4226 §5.3: HMAC of the counter, dynamic truncation, the last `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS)
}

/**
 * The time step whose code this is, within the drift window and later than `usedStep`, or null.
 * The caller stores the step: a code, and any older one, then works no more (RFC 6238 §5.2).
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  usedStep: number | null,
): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null
  const key = base32Decode(secret)
  const current = totpStep(now)
  let found: number | null = null
  // Every candidate is computed and compared in constant time, whichever matches.
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))
    if (same && step > (usedStep ?? -1)) found ??= step
  }
  return found
}

/** The Key URI Format authenticator apps scan (github.com/google/google-authenticator wiki). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(STEP_SECONDS),
  })
  return `otpauth://totp/${label}?${query}`
}
