import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client'
import { checkCode, issueCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otp'

const handle = await openDatabase({ dataDir: 'memory://' })
afterAll(() => handle.close())
const { db } = handle
const config = { otpLength: 6, otpSecret: 'otp test secret' }
const T0 = new Date('2026-11-25T12:00:00Z')
const later = (ms: number) => new Date(T0.getTime() + ms)
let phones = 0
const newPhone = () => `35988700${String(++phones).padStart(4, '0')}`
/** Any code but this one. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('sign-in codes', () => {
  it('are won once by the right code, for their own phone only', async () => {
    const phone = newPhone()
    const code = await issueCode(db, phone, config, T0)
    expect(code).toMatch(/^\d{6}$/)
    expect(await checkCode(db, newPhone(), code, config, T0)).toBe('none')
    expect(await checkCode(db, phone, code, config, T0)).toBe('right')
    expect(await checkCode(db, phone, code, config, T0)).toBe('none')
  })

  it('end with a new code: the earlier one is a wrong guess from then on', async () => {
    const phone = newPhone()
    const first = await issueCode(db, phone, config, T0)
    const second = await issueCode(db, phone, config, later(60_000))
    if (first !== second)
      expect(await checkCode(db, phone, first, config, later(61_000))).toBe('wrong')
    expect(await checkCode(db, phone, second, config, later(62_000))).toBe('right')
    expect(await checkCode(db, phone, first, config, later(63_000))).toBe('none')
  })

  it('expire after their lifetime, and a check then has nothing to guess', async () => {
    const phone = newPhone()
    const code = await issueCode(db, phone, config, T0)
    expect(await checkCode(db, phone, other(code), config, later(OTP_TTL_MS))).toBe('none')
    expect(await checkCode(db, phone, code, config, later(OTP_TTL_MS))).toBe('none')
  })

  it(`burn at the ${OTP_MAX_ATTEMPTS}th wrong guess, so the right one no longer wins`, async () => {
    const phone = newPhone()
    const code = await issueCode(db, phone, config, T0)
    for (let miss = 0; miss < OTP_MAX_ATTEMPTS; miss++) {
      expect(await checkCode(db, phone, other(code), config, T0)).toBe('wrong')
    }
    expect(await checkCode(db, phone, code, config, T0)).toBe('none')
  })

  it('are won by exactly one of many parallel checks of the right code', async () => {
    const phone = newPhone()
    const code = await issueCode(db, phone, config, T0)
    const checks = await Promise.all(
      Array.from({ length: 10 }, () => checkCode(db, phone, code, config, T0)),
    )
    expect(checks.filter((check) => check === 'right')).toHaveLength(1)
  })
})
