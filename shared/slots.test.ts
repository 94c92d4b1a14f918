import { describe, expect, it } from 'vitest'
import { restaurantMoment } from './hours'
import {
  nearestSlot,
  resumesAt,
  SLOT_MINUTES,
  slotDays,
  slotProblem,
  slotStart,
  slotsOn,
  slotTime,
} from './slots'

const everyDay = (open: string, close: string) =>
  Array.from({ length: 7 }, (_, day) => ({ day, open, close }))
const center = everyDay('11:00', '23:00')
const late = everyDay('12:00', '23:30')

describe('slots', () => {
  // 03:30 in Sofia: the kitchen opens at 11:00.
  const night = restaurantMoment('2026-11-26', '03:30')

  it('start at opening time, not at now plus the lead, when the kitchen is closed', () => {
    const [today] = slotDays(night, [center])
    expect(today?.day).toBe('2026-11-26')
    expect(slotTime(today!.slots[0]!)).toBe('11:00')
    expect(slotTime(today!.slots.at(-1)!)).toBe('23:00')
    expect(today!.slots).toHaveLength((12 * 60) / SLOT_MINUTES + 1)
  })

  it('keep the lead time while the kitchen is open', () => {
    const noon = restaurantMoment('2026-11-26', '12:05')
    expect(slotTime(slotsOn('2026-11-26', noon, [center])[0]!)).toBe('13:00')
    expect(slotProblem(restaurantMoment('2026-11-26', '12:45'), noon, [center])).toBe('tooSoon')
  })

  it('take the union of the kitchens’ hours', () => {
    const slots = slotsOn('2026-11-27', night, [center, late]).map(slotTime)
    expect(slots[0]).toBe('11:00')
    expect(slots.at(-1)).toBe('23:30')
  })

  it('move to the next day when today has no slot left, and stop at the days ahead allowed', () => {
    const lateEvening = restaurantMoment('2026-11-26', '22:30')
    const days = slotDays(lateEvening, [center])
    expect(days[0]?.day).toBe('2026-11-27')
    expect(days.length).toBeLessThanOrEqual(8)
    expect(slotProblem(restaurantMoment('2026-12-10', '12:00'), lateEvening, [center])).toBe(
      'tooFar',
    )
    expect(slotProblem(restaurantMoment('2026-11-27', '10:45'), lateEvening, [center])).toBe(
      'closed',
    )
  })

  it('offer only times after a pause, none during a pause until switched back, and skip full slots', () => {
    const until = restaurantMoment('2026-11-26', '18:30').toISOString()
    const slots = slotsOn('2026-11-26', night, [center], { resumes: resumesAt({ until }) })
    expect(slotTime(slots[0]!)).toBe('18:30')
    expect(slotDays(night, [center], { resumes: resumesAt({ until: null }) })).toEqual([])
    expect(resumesAt(null)).toBe(0)
    const noon = restaurantMoment('2026-11-26', '12:00')
    const full = new Set([slotStart(noon)])
    expect(slotProblem(restaurantMoment('2026-11-26', '12:10'), night, [center], { full })).toBe(
      'full',
    )
    expect(slotsOn('2026-11-26', night, [center], { full }).map(slotTime)).not.toContain('12:00')
  })

  it('hold a chosen slot, or snap to the nearest one that can be had', () => {
    const days = slotDays(night, [center])
    expect(nearestSlot(days, '2026-11-26', 4 * 60 + 15)).toEqual({
      day: '2026-11-26',
      minutes: 660,
    })
    expect(nearestSlot(days, '2026-11-27', 12 * 60)).toEqual({ day: '2026-11-27', minutes: 720 })
    expect(nearestSlot(days, '2026-11-26', 23 * 60 + 30)).toEqual({
      day: '2026-11-26',
      minutes: 1380,
    })
    expect(nearestSlot(days, '1999-01-01', 0)).toEqual({ day: '2026-11-26', minutes: 660 })
    expect(nearestSlot([], '2026-11-26', 0)).toBeNull()
  })
})
