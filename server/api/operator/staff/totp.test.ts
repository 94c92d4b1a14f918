import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpStep } from './totp'

// RFC 6238 Appendix B, SHA-1 rows: the seed is the ASCII string "12345678901234567890".
const SEED = Buffer.from('12345678901234567890')
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP', () => {
  it.each(VECTORS)('matches RFC 6238 at T=%i', (seconds, code) => {
    expect(hotp(SEED, totpStep(new Date(seconds * 1000)), 8)).toBe(code)
    expect(hotp(SEED, totpStep(new Date(seconds * 1000)))).toBe(code.slice(2))
  })

  it('round-trips base32 (RFC 4648 test vectors without padding)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar')
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar')
    expect(() => base32Decode('MZXW1')).toThrow(RangeError)
  })

  it('accepts one step of drift either side, never an older or used step', () => {
    const secret = base32Encode(SEED)
    const at = new Date(1234567890 * 1000)
    const step = totpStep(at)
    const code = (s: number) => hotp(SEED, s)
    expect(matchTotp(secret, code(step), at, null)).toBe(step)
    expect(matchTotp(secret, code(step - 1), at, null)).toBe(step - 1)
    expect(matchTotp(secret, code(step + 1), at, null)).toBe(step + 1)
    expect(matchTotp(secret, code(step - 2), at, null)).toBeNull()
    expect(matchTotp(secret, code(step + 2), at, null)).toBeNull()
    expect(matchTotp(secret, code(step), at, step)).toBeNull()
    expect(matchTotp(secret, code(step - 1), at, step)).toBeNull()
    expect(matchTotp(secret, code(step + 1), at, step)).toBe(step + 1)
    expect(matchTotp(secret, '12345', at, null)).toBeNull()
    expect(matchTotp(secret, 'abcdef', at, null)).toBeNull()
  })

  it('writes the otpauth:// URI apps scan', () => {
    const text = otpauthUri('Hanami Sushi', 'chef@example.com', 'JBSWY3DPEHPK3PXP')
    expect(text).toMatch(/^otpauth:\/\/totp\/Hanami%20Sushi:chef%40example\.com\?/)
    const uri = new URL(text)
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Hanami Sushi',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
