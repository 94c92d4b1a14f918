import { expect, it } from 'vitest'
import { isOpenAt, localTime, restaurantMoment } from './hours'

it('turns Sofia wall time into the moment, in winter and in summer', () => {
  expect(restaurantMoment('2026-11-22', '12:00').toISOString()).toBe('2026-11-22T10:00:00.000Z')
  expect(restaurantMoment('2026-07-01', '12:00').toISOString()).toBe('2026-07-01T09:00:00.000Z')
  expect(localTime(new Date('2026-11-22T21:59:00Z'))).toEqual({ day: 0, minutes: 23 * 60 + 59 })
})

it('is open inside the hours, minus the last-order margin', () => {
  const hours = [{ day: 0, open: '11:00', close: '23:00' }]
  expect(isOpenAt(hours, new Date('2026-11-22T09:00:00Z'))).toBe(true)
  expect(isOpenAt(hours, new Date('2026-11-22T08:59:00Z'))).toBe(false)
  expect(isOpenAt(hours, new Date('2026-11-22T20:45:00Z'), 30)).toBe(false)
  expect(isOpenAt(hours, new Date('2026-11-22T20:30:00Z'), 30)).toBe(true)
})
