import { describe, expect, it } from 'vitest'
import {
  localTime,
  nextChange,
  nextOrderMoment,
  openings,
  restaurantMoment,
  type Schedule,
  takesOrderAt,
} from './hours'

const at = (day: string, time: string) => restaurantMoment(day, time)
const everyDay = (open: string, close: string) =>
  Array.from({ length: 7 }, (_, day) => ({ day, open, close }))
const week = (hours: Schedule['hours'], specialDays: Schedule['specialDays'] = []) => ({
  hours,
  specialDays,
})

it('turns Sofia wall time into the moment, in winter and in summer', () => {
  expect(restaurantMoment('2026-11-22', '12:00').toISOString()).toBe('2026-11-22T10:00:00.000Z')
  expect(restaurantMoment('2026-07-01', '12:00').toISOString()).toBe('2026-07-01T09:00:00.000Z')
  expect(restaurantMoment('2026-11-22', '24:00').toISOString()).toBe('2026-11-22T22:00:00.000Z')
  expect(localTime(new Date('2026-11-22T21:59:00Z'))).toEqual({ day: 0, minutes: 23 * 60 + 59 })
})

describe('a kitchen takes an order', () => {
  const center = week(everyDay('11:00', '23:00'))
  const spans = openings(center, at('2026-11-22', '12:00'), 2)

  it('inside its hours, and at least the last-order margin before closing', () => {
    expect(takesOrderAt(spans, at('2026-11-22', '11:00'))).toBe(true)
    expect(takesOrderAt(spans, at('2026-11-22', '10:59'))).toBe(false)
    expect(takesOrderAt(spans, at('2026-11-22', '22:30'), 30)).toBe(true)
    expect(takesOrderAt(spans, at('2026-11-22', '22:31'), 30)).toBe(false)
  })

  it('from when it next does: now, later today, or the next day after its last order', () => {
    const night = at('2026-11-22', '03:30')
    const early = openings(center, night, 2)
    expect(nextOrderMoment(early, night, 30)).toEqual(at('2026-11-22', '11:00'))
    const noon = at('2026-11-22', '12:00')
    expect(nextOrderMoment(spans, noon, 30)).toEqual(noon)
    expect(nextOrderMoment(spans, at('2026-11-22', '22:45'), 30)).toEqual(at('2026-11-23', '11:00'))
    expect(nextChange(spans, noon, 30)).toBe(at('2026-11-22', '22:30').getTime())
  })

  it('through a night past midnight: 24:00 and 00:00 the next day are one opening', () => {
    const late = week([
      { day: 5, open: '18:00', close: '24:00' },
      { day: 6, open: '00:00', close: '02:00' },
    ])
    const friday = at('2026-11-27', '20:00')
    const night = openings(late, friday, 2)
    expect(night).toEqual([
      { start: at('2026-11-27', '18:00').getTime(), end: at('2026-11-28', '02:00').getTime() },
    ])
    expect(takesOrderAt(night, at('2026-11-27', '23:45'), 30)).toBe(true)
    expect(takesOrderAt(night, at('2026-11-28', '01:30'), 30)).toBe(true)
    expect(takesOrderAt(night, at('2026-11-28', '01:31'), 30)).toBe(false)
  })

  it('not on a holiday closed all day; on a shortened one until it closes', () => {
    const holidays = week(everyDay('11:00', '23:00'), [
      { date: '2026-12-31', hours: [{ open: '11:00', close: '18:00' }] },
      { date: '2027-01-01', hours: [] },
    ])
    const eve = at('2026-12-31', '12:00')
    const spans = openings(holidays, eve, 3)
    expect(takesOrderAt(spans, at('2026-12-31', '17:30'), 30)).toBe(true)
    expect(takesOrderAt(spans, at('2026-12-31', '17:31'), 30)).toBe(false)
    expect(takesOrderAt(spans, at('2027-01-01', '12:00'))).toBe(false)
    expect(nextOrderMoment(spans, at('2026-12-31', '19:00'), 30)).toEqual(at('2027-01-02', '11:00'))
  })

  it('on the day the clocks go forward, at its wall-clock hours', () => {
    // 29 March 2026: 03:00 in Sofia becomes 04:00.
    const spring = openings(center, at('2026-03-29', '12:00'), 1)
    expect(spring[1]).toEqual({
      start: Date.parse('2026-03-29T08:00:00Z'),
      end: Date.parse('2026-03-29T20:00:00Z'),
    })
  })
})
