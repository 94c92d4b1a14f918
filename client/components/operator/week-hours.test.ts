import { describe, expect, it } from 'vitest'
import { dayError, hoursChanged, hoursOf, weekRows } from './week-hours'

const SPLIT = [
  { day: 0, open: '12:00', close: '22:00' },
  { day: 1, open: '11:00', close: '15:00' },
  { day: 1, open: '18:00', close: '23:00' },
]

describe('the weekly hours form', () => {
  it('shows every weekday, Monday first, a day without hours empty', () => {
    const rows = weekRows(SPLIT)
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(rows[0]).toEqual({ day: 1, open: '11:00', close: '15:00' })
    expect(rows[1]).toEqual({ day: 2, open: '', close: '' })
  })

  it('sends the days with a time, leaving the days off out', () => {
    const rows = weekRows(SPLIT)
    rows[1] = { day: 2, open: '10:00', close: '' }
    expect(hoursOf(rows)).toEqual([
      { day: 1, open: '11:00', close: '15:00' },
      { day: 2, open: '10:00', close: '' },
      { day: 0, open: '12:00', close: '22:00' },
    ])
  })

  it('changes nothing (a lunch break included) until a time is edited', () => {
    const rows = weekRows(SPLIT)
    expect(hoursChanged(rows, SPLIT)).toBe(false)
    rows[6] = { day: 0, open: '', close: '' }
    expect(hoursChanged(rows, SPLIT)).toBe(true)
  })

  it("reads the API's error of a sent day by its place in the request", () => {
    const sent = [
      { day: 1, open: '11:00', close: '10:00' },
      { day: 3, open: '25:00', close: '22:00' },
    ]
    const errors = { 'hours.0.close': 'late', 'hours.1.open': 'time' }
    expect(dayError(errors, sent, 1, 'close')).toBe('late')
    expect(dayError(errors, sent, 3, 'open')).toBe('time')
    expect(dayError(errors, sent, 2, 'open')).toBeUndefined()
  })
})
