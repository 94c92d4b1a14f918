import { expect, it } from 'vitest'
import { displayDate, isRealDate, latestAdultBirthday } from './profile'

it('the latest adult birthday is 18 years before today', () => {
  expect(latestAdultBirthday('2026-11-22')).toBe('2008-11-22')
  expect(latestAdultBirthday('2028-02-29')).toBe('2010-02-28')
})

it('checks dates and shows them as day.month.year', () => {
  expect(isRealDate('2001-02-29')).toBe(false)
  expect(isRealDate('2000-02-29')).toBe(true)
  expect(isRealDate('2000-13-01')).toBe(false)
  expect(displayDate('1990-04-07')).toBe('07.04.1990')
})
