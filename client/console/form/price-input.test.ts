import { describe, expect, it } from 'vitest'
import { countOrText, parseCount, parseEuros, toEuros } from './price-input'

describe('prices as staff type them', () => {
  it.each([
    ['12.90', 1290],
    ['12,9', 1290],
    [' 7 ', 700],
    ['0.05', 5],
    ['99999.99', 9_999_999],
  ])('%s is %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents)
  })

  it.each(['', '12.999', '-1', '1e3', '12 90', '€12', '123456'])('%j is no amount', (text) => {
    expect(parseEuros(text)).toBeNull()
  })

  it('shows cents as an amount that reads back the same', () => {
    for (const cents of [0, 5, 1290, 3490, 100_000]) expect(parseEuros(toEuros(cents))).toBe(cents)
    expect(toEuros(1290)).toBe('12.90')
  })
})

describe('counts as staff type them', () => {
  it('reads whole numbers, empty as none, and anything else as a typo', () => {
    expect([' 24 ', '0', '', '  '].map(parseCount)).toEqual([24, 0, null, null])
    expect(['-1', '2.5', '1e3', '12345678', 'ten'].map(parseCount)).toEqual(
      Array(5).fill(undefined),
    )
  })
})

describe('a count in a settings form', () => {
  it('is a number when typed as one, else the text for the API to refuse on its field', () => {
    expect(countOrText(' 30 ')).toBe(30)
    expect(countOrText('3O')).toBe('3O')
    expect(countOrText('')).toBe('')
    expect(countOrText('-5')).toBe('-5')
  })
})
