import { describe, expect, it } from 'vitest'
import { EMPTY_SLOT, hoursChanged, hoursOf, slotError, weekRows, withSlots } from './week-hours'

const SPLIT = [
  { day: 0, open: '12:00', close: '22:00' },
  { day: 1, open: '11:00', close: '15:00' },
  { day: 1, open: '18:00', close: '23:00' },
]

describe('the weekly hours form', () => {
  it('shows every weekday, Monday first, with all its intervals; a day without hours empty', () => {
    const rows = weekRows(SPLIT)
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(rows[0]).toEqual({
      day: 1,
      slots: [
        { open: '11:00', close: '15:00' },
        { open: '18:00', close: '23:00' },
      ],
    })
    expect(rows[1]).toEqual({ day: 2, slots: [EMPTY_SLOT] })
  })

  it('sends the filled intervals, leaving the days off and empty intervals out', () => {
    let rows = weekRows(SPLIT)
    rows = withSlots(rows, 2, [{ open: '10:00', close: '' }, EMPTY_SLOT])
    expect(hoursOf(rows)).toEqual([
      { day: 1, open: '11:00', close: '15:00' },
      { day: 1, open: '18:00', close: '23:00' },
      { day: 2, open: '10:00', close: '' },
      { day: 0, open: '12:00', close: '22:00' },
    ])
  })

  it('keeps a lunch break through the form and back to the request', () => {
    expect(hoursOf(weekRows(SPLIT))).toEqual([SPLIT[1], SPLIT[2], SPLIT[0]])
  })

  it('changes nothing (a lunch break included) until a time is edited', () => {
    const rows = weekRows(SPLIT)
    expect(hoursChanged(rows, SPLIT)).toBe(false)
    expect(hoursChanged(withSlots(rows, 0, [EMPTY_SLOT]), SPLIT)).toBe(true)
    expect(hoursChanged(withSlots(rows, 1, [SPLIT[1]!]), SPLIT)).toBe(true)
  })

  it("reads the API's error of a sent interval by its place in the request", () => {
    const sent = withSlots(
      withSlots(weekRows([]), 1, [EMPTY_SLOT, { open: '11:00', close: '10:00' }]),
      3,
      [
        { open: '09:00', close: '12:00' },
        { open: '25:00', close: '22:00' },
      ],
    )
    const errors = { 'hours.0.close': 'late', 'hours.2.open': 'time' }
    expect(slotError(errors, sent, 1, 1, 'close')).toBe('late')
    expect(slotError(errors, sent, 3, 1, 'open')).toBe('time')
    expect(slotError(errors, sent, 3, 0, 'open')).toBeUndefined()
    expect(slotError(errors, sent, 1, 0, 'close')).toBeUndefined()
    expect(slotError(errors, sent, 2, 0, 'open')).toBeUndefined()
  })
})
