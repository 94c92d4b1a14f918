import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

// Staff TOTP secrets at rest: AES-256-GCM under STAFF_TOTP_KEY, so a copy of the database (a
// backup, a leaked dump) does not hand out everyone's second factor.
const VERSION = 'v1'
/** NIST SP 800-38D §8.2: a random 96-bit IV per message, never reused under one key. */
const IV_BYTES = 12
const KEY_BYTES = 32
const TAG_BYTES = 16

/**
 * Outside production only: a fixed key anyone can derive from this constant, so local databases
 * and tests need no setting. Production refuses to start without a key of its own (env.ts).
 */
export const DEVELOPMENT_TOTP_KEY = createHash('sha256')
  .update('hanami development staff TOTP key: not a secret')
  .digest()

/** 32 bytes written as 64 hex digits or as base64 / base64url (`openssl rand -base64 32`). */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim()
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex')
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null
  const key = Buffer.from(trimmed.replaceAll('-', '+').replaceAll('_', '/'), 'base64')
  return key.length === KEY_BYTES ? key : null
}

export type SecretBox = {
  /** `v1:<iv>:<tag>:<ciphertext>`, each part base64url. */
  seal: (plain: string) => string
  /** The plain text of a sealed value; throws on a wrong key or a changed value. */
  open: (stored: string) => string
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`)
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new RangeError(`the key must be ${KEY_BYTES} bytes`)
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':')
    },
    open(stored) {
      // Secrets saved before encryption are base32, which has no ':' and so never reads as sealed.
      // They are used as they are and sealed by their next use (sign-in.ts); with write access to
      // the table an attacker could as well clear the secret, so this opens no new door.
      if (!isSealed(stored)) return stored
      const parts = stored.split(':').slice(1)
      const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'))
      if (parts.length !== 3 || iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) {
        throw new Error('a sealed secret is malformed')
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv!)
      decipher.setAuthTag(tag!)
      // final() throws when the tag does not match: a changed value or another key.
      return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8')
    },
  }
}
