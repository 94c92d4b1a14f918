import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { digitsOnly, formatPhone, lineDate, lineHeader, PHONE_MAX_DIGITS } from './phone'
import { telHref } from './tel'

describe('phone', () => {
  it('keeps the same digits however the number is written', () => {
    for (const written of ['+359 88 812 3400', '359-88-812-3400', '(+359) 888 123 400']) {
      expect(digitsOnly(written)).toBe('359888123400')
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7,15}$/), (digits) => {
        expect(digitsOnly(formatPhone(digits))).toBe(digits)
      }),
    )
  })

  it('masks as a plus and at most 15 digits', () => {
    expect(formatPhone('359888123400')).toBe('+359 888-12-34-00')
    expect(digitsOnly(formatPhone('1'.repeat(30)))).toHaveLength(PHONE_MAX_DIGITS)
    expect(formatPhone('')).toBe('')
  })

  it('dates the header as DD/MM/YYYY in the given zone', () => {
    const nearMidnight = new Date('2026-11-22T22:30:00Z')
    expect(lineDate(nearMidnight, 'UTC')).toBe('22/11/2026')
    expect(lineDate(nearMidnight, 'Europe/Sofia')).toBe('23/11/2026')
  })

  it('is the SHA-256 hex of digits + suffix + date', async () => {
    const expected = createHash('sha256').update('359888123400suffix22/11/2026').digest('hex')
    expect(await lineHeader('359888123400', 'suffix', '22/11/2026')).toBe(expected)
  })
})

it('links a written phone number for dialling', () => {
  expect(telHref('+359 88 812 3400')).toBe('tel:+359888123400')
})
