import { scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { NewPassword } from '#shared/contract/operator/staff'
import { decoyHash, hashPassword, verifyPassword } from './passwords'

const PASSWORD = 'correct horse battery staple'

describe('staff passwords', () => {
  it('refuses 11 characters, takes 12 and up to 128, refuses common ones without case', () => {
    expect(NewPassword.safeParse('a1b2c3d4e5f').success).toBe(false)
    expect(NewPassword.safeParse('a1b2c3d4e5f6').success).toBe(true)
    expect(NewPassword.safeParse(`${'x'.repeat(127)}y`).success).toBe(true)
    expect(NewPassword.safeParse(`${'x'.repeat(128)}y`).success).toBe(false)
    for (const common of ['Password1234', 'QWERTYUIOP123', '123456789012', 'zzzzzzzzzzzzzz']) {
      const result = NewPassword.safeParse(common)
      expect(result.success, common).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('operator.password.common')
    }
  })

  it('stores scrypt with its parameters and a fresh salt, never the password', async () => {
    const [one, two] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)])
    expect(one).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[\w+/]{22}\$[\w+/]{43}$/)
    expect(one).not.toBe(two)
    expect(one).not.toContain(PASSWORD)
    expect(one).not.toContain(Buffer.from(PASSWORD).toString('base64').slice(0, 12))
    // The stored key is scrypt of the password under the stored salt and parameters.
    const [, , , salt, key] = one.split('$')
    const derived = scryptSync(PASSWORD, Buffer.from(salt!, 'base64'), 32, {
      N: 2 ** 14,
      r: 8,
      p: 5,
      maxmem: 64 * 1024 * 1024,
    })
    expect(derived.toString('base64').replace(/=+$/, '')).toBe(key)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword(PASSWORD)
    expect(await verifyPassword(PASSWORD, stored)).toEqual({ ok: true, rehash: false })
    expect(await verifyPassword(`${PASSWORD}!`, stored)).toEqual({ ok: false, rehash: false })
    expect(await verifyPassword(PASSWORD, 'not a hash')).toEqual({ ok: false, rehash: false })
    expect((await verifyPassword(PASSWORD, await decoyHash())).ok).toBe(false)
  })

  it('asks for a new hash when the parameters were others (they can be raised later)', async () => {
    const salt = Buffer.from('0123456789abcdef')
    const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 12, r: 8, p: 1 })
    const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')
    const old = `$scrypt$ln=12,r=8,p=1$${b64(salt)}$${b64(key)}`
    expect(await verifyPassword(PASSWORD, old)).toEqual({ ok: true, rehash: true })
    expect(await verifyPassword('wrong password!', old)).toEqual({ ok: false, rehash: false })
  })
})
