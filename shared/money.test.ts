import { describe, expect, it } from 'vitest'
import { LANGS, LOCALE_TAGS } from './locales'
import { formatPrice, formatSignedPrice } from './money'

const AMOUNTS = [0, 1, 9, 50, 99, 100, 1290, 3490, 99_999, 100_000, 123_450, 999_999, 1_234_567]

describe('formatPrice', () => {
  // Issue 18: Ukrainian prices read "12,90 EUR" while the promotions read "5,00 €". Every language
  // writes the euro sign, in ICU's shape for that language.
  it.each(LANGS)('writes euros in %s as Intl.NumberFormat does with the euro sign', (lang) => {
    const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], {
      style: 'currency',
      currency: 'EUR',
      currencyDisplay: 'narrowSymbol',
    })
    for (const cents of [...AMOUNTS, 123_456_789, -500, -123_450]) {
      expect(formatPrice(cents, lang)).toBe(intl.format(cents / 100))
    }
    expect(formatPrice(1290, lang)).toContain('€')
  })

  it.each(LANGS)('writes a signed sum in %s with the same shape, + and − (U+2212)', (lang) => {
    const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], {
      style: 'currency',
      currency: 'EUR',
      currencyDisplay: 'narrowSymbol',
      signDisplay: 'exceptZero',
    })
    for (const cents of [...AMOUNTS, -500, -123_450]) {
      expect(formatSignedPrice(cents, lang)).toBe(intl.format(cents / 100).replace('-', '\u2212'))
    }
  })
})
