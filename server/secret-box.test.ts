import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { newTotpSecret } from '#server/api/operator/staff/totp'
import { DEVELOPMENT_TOTP_KEY, isSealed, parseSecretKey, secretBox } from './secret-box'

const KEY = randomBytes(32)

/** The value with one byte of its `index`-th part (1: IV, 2: tag, 3: ciphertext) flipped. */
function flipped(sealed: string, index: number): string {
  const parts = sealed.split(':')
  const bytes = Buffer.from(parts[index]!, 'base64url')
  bytes[0]! ^= 1
  parts[index] = bytes.toString('base64url')
  return parts.join(':')
}

describe('secret box (AES-256-GCM)', () => {
  it('seals to v1:<iv>:<tag>:<ciphertext> without the secret, and opens it again', () => {
    const box = secretBox(KEY)
    const secret = newTotpSecret()
    const sealed = box.seal(secret)
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/)
    expect(sealed).not.toContain(secret)
    expect(isSealed(sealed)).toBe(true)
    expect(box.open(sealed)).toBe(secret)
  })

  it('uses a new IV each time: one secret never seals to the same text twice', () => {
    const box = secretBox(KEY)
    const secret = newTotpSecret()
    expect(box.seal(secret)).not.toBe(box.seal(secret))
  })

  it.each([
    ['IV', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ])('refuses a value whose %s was changed', (_, index) => {
    const box = secretBox(KEY)
    const sealed = box.seal(newTotpSecret())
    expect(() => box.open(flipped(sealed, index))).toThrow()
  })

  it('refuses a malformed value', () => {
    const box = secretBox(KEY)
    const [version, iv, tag] = box.seal(newTotpSecret()).split(':')
    expect(() => box.open(`${version}:${iv}:${tag}`)).toThrow(/malformed/)
    expect(() => box.open(`${version}:${iv}:${tag?.slice(4)}:AAAA`)).toThrow(/malformed/)
  })

  it('refuses to open with another key', () => {
    const sealed = secretBox(KEY).seal(newTotpSecret())
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow()
    expect(() => secretBox(DEVELOPMENT_TOTP_KEY).open(sealed)).toThrow()
  })

  it('reads a secret stored in clear before encryption as it is', () => {
    const secret = newTotpSecret()
    expect(isSealed(secret)).toBe(false)
    expect(secretBox(KEY).open(secret)).toBe(secret)
  })

  it('takes a 32-byte key in hex, base64 or base64url, nothing else', () => {
    expect(parseSecretKey(KEY.toString('hex'))).toEqual(KEY)
    expect(parseSecretKey(KEY.toString('base64'))).toEqual(KEY)
    expect(parseSecretKey(KEY.toString('base64url'))).toEqual(KEY)
    for (const bad of [
      '',
      'secret',
      randomBytes(16).toString('hex'),
      randomBytes(24).toString('base64'),
    ]) {
      expect(parseSecretKey(bad)).toBeNull()
    }
    expect(() => secretBox(randomBytes(16))).toThrow(RangeError)
  })
})
