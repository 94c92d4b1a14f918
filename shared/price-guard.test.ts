import { expect, it } from 'vitest'
import { unusualPrice } from './price-guard'

it('asks about a slip or a factor, never about an ordinary change', () => {
  expect(unusualPrice(1190, 119_000)).toBe('jump')
  expect(unusualPrice(1190, 119)).toBe('jump')
  expect(unusualPrice(1190, 1)).toBe('tooLow')
  expect(unusualPrice(null, 1)).toBe('tooLow')
  expect(unusualPrice(null, 119_000)).toBe('tooHigh')
  expect(unusualPrice(1190, 1290)).toBeNull()
  expect(unusualPrice(1190, 2990)).toBeNull()
  expect(unusualPrice(null, 1190)).toBeNull()
  // A price already stored is not asked about again.
  expect(unusualPrice(30, 30)).toBeNull()
})
