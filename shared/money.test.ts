import { describe, expect, it } from 'vitest'
import { LANGS, LOCALE_TAGS } from './locales'
import { formatPrice } from './money'

describe('formatPrice', () => {
  it.each(LANGS)('writes euros in %s exactly as Intl.NumberFormat does', (lang) => {
    const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency: 'EUR' })
    const amounts = [0, 1, 9, 50, 99, 100, 1290, 3490, 99_999, 100_000, 123_450, 999_999]
    for (const cents of [...amounts, 1_234_567, 123_456_789, -500, -123_450]) {
      expect(formatPrice(cents, lang)).toBe(intl.format(cents / 100))
    }
  })
})
