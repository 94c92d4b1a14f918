import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitVat } from './vat'

describe('the VAT taken out of gross prices', () => {
  it('takes 20 % out of a round amount exactly', () => {
    expect(splitVat([1200], 20)).toEqual({ bases: [1000], base: 1000, vat: 200, total: 1200 })
  })

  it('rounds the base half up to the cent and leaves the VAT as the rest', () => {
    // 1.01 / 1.2 = 0.841666…: the base is 0.84, the VAT 0.17.
    expect(splitVat([101], 20)).toEqual({ bases: [84], base: 84, vat: 17, total: 101 })
    // 0.03 / 1.2 = 0.025: half a cent goes up.
    expect(splitVat([3], 20).base).toBe(3)
  })

  it('spreads the base over the lines so they add up, the largest remainders first', () => {
    // 10.01 / 1.2 = 8.341666…: 8.34; 9.99 → 8.325, each cent → 0.8333…
    expect(splitVat([999, 1, 1], 20)).toEqual({
      bases: [832, 1, 1],
      base: 834,
      vat: 167,
      total: 1001,
    })
  })

  it('lowers the base by a discount line', () => {
    expect(splitVat([1000, -100], 20)).toEqual({
      bases: [833, -83],
      base: 750,
      vat: 150,
      total: 900,
    })
  })

  it('has no VAT at a zero rate', () => {
    expect(splitVat([499, 1], 0)).toEqual({ bases: [499, 1], base: 500, vat: 0, total: 500 })
  })

  it('always adds up to the gross, and the VAT is the rate of the base within a cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom(0, 9, 20),
        (lines, discount, rate) => {
          const total = lines.reduce((a, b) => a + b, 0)
          const gross = [...lines, -Math.min(discount, total)]
          const split = splitVat(gross, rate)
          expect(split.base + split.vat).toBe(split.total)
          expect(split.total).toBe(gross.reduce((a, b) => a + b, 0))
          expect(split.bases.reduce((a, b) => a + b, 0)).toBe(split.base)
          expect(Math.abs(split.vat - (split.base * rate) / 100)).toBeLessThanOrEqual(
            (100 + rate) / 200 + 1e-9,
          )
        },
      ),
    )
  })
})
