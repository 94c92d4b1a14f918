import { describe, expect, it } from 'vitest'
import { restaurantMoment } from './hours'
import {
  nearestSlot,
  resumesAt,
  type SlotKitchen,
  slotDays,
  slotKitchen,
  slotProblem,
  slotStart,
  slotsOn,
  slotTime,
} from './slots'

const at = restaurantMoment
const everyDay = (open: string, close: string) =>
  Array.from({ length: 7 }, (_, day) => ({ day, open, close }))
const kitchen = (
  hours: ReturnType<typeof everyDay>,
  now: Date,
  drive: number | null,
  specialDays: { date: string; hours: { open: string; close: string }[] }[] = [],
): SlotKitchen =>
  slotKitchen(
    { hours, specialDays, prepMinutes: 20 },
    drive === null ? null : { etaMinutes: drive },
    now,
  )
const times = (day: string, now: Date, k: SlotKitchen) => slotsOn(day, now, k).map(slotTime)

describe('slots', () => {
  // 03:30 in Sofia: the kitchen opens at 11:00.
  const night = at('2026-11-26', '03:30')
  const center = everyDay('11:00', '23:00')

  it('start when the kitchen, open, can have cooked it, and end at closing time', () => {
    // A pickup: 20 minutes to cook, so the first 15-minute slot is 11:30.
    const pickup = times('2026-11-26', night, kitchen(center, night, null))
    expect([pickup[0], pickup.at(-1)]).toEqual(['11:30', '23:00'])
    // A delivery 40 minutes away: 11:00 + 20 + 40.
    const delivery = times('2026-11-26', night, kitchen(center, night, 40))
    expect([delivery[0], delivery.at(-1)]).toEqual(['12:00', '23:00'])
    expect(slotProblem(at('2026-11-26', '11:45'), night, kitchen(center, night, 40))).toBe('closed')
    expect(slotProblem(at('2026-11-26', '23:15'), night, kitchen(center, night, 40))).toBe('closed')
  })

  it('follow the zone’s own kitchen: Boyana (Lozenets, Friday 11:00–22:30, 70 min away)', () => {
    const lozenets = [{ day: 5, open: '11:00', close: '22:30' }]
    const thursday = at('2026-11-26', '20:00')
    const boyana = kitchen(lozenets, thursday, 70)
    const friday = times('2026-11-27', thursday, boyana)
    expect([friday[0], friday.at(-1)]).toEqual(['12:30', '22:30'])
    expect(slotProblem(at('2026-11-27', '23:30'), thursday, boyana)).toBe('closed')
  })

  it('never sooner than the kitchen could make it, nor than the lead', () => {
    const noon = at('2026-11-26', '12:05')
    expect(times('2026-11-26', noon, kitchen(center, noon, null))[0]).toBe('13:00')
    expect(times('2026-11-26', noon, kitchen(center, noon, 70))[0]).toBe('13:45')
    expect(slotProblem(at('2026-11-26', '13:30'), noon, kitchen(center, noon, 70))).toBe('tooSoon')
  })

  it('through a night past midnight, as one opening', () => {
    const late = [
      { day: 5, open: '18:00', close: '24:00' },
      { day: 6, open: '00:00', close: '02:00' },
    ]
    const friday = at('2026-11-27', '12:00')
    const k = kitchen(late, friday, null)
    expect(times('2026-11-27', friday, k).slice(0, 1)).toEqual(['18:30'])
    expect(times('2026-11-27', friday, k).at(-1)).toBe('23:45')
    expect(times('2026-11-28', friday, k)).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '02:00',
    ])
  })

  it('none on a holiday closed all day; until its own closing on a shortened one', () => {
    const eve = at('2026-12-30', '12:00')
    const k = kitchen(center, eve, 40, [
      { date: '2026-12-31', hours: [{ open: '11:00', close: '18:00' }] },
      { date: '2027-01-01', hours: [] },
    ])
    expect(times('2026-12-31', eve, k).at(-1)).toBe('18:00')
    expect(times('2027-01-01', eve, k)).toEqual([])
    expect(slotDays(eve, k).map((d) => d.day)).not.toContain('2027-01-01')
  })

  it('move to the next day when today has no slot left, and stop at the days ahead allowed', () => {
    const lateEvening = at('2026-11-26', '22:30')
    const k = kitchen(center, lateEvening, 40)
    const days = slotDays(lateEvening, k)
    expect(days[0]?.day).toBe('2026-11-27')
    expect(days.length).toBeLessThanOrEqual(8)
    expect(slotProblem(at('2026-12-10', '12:00'), lateEvening, k)).toBe('tooFar')
  })

  it('offer only times cooked after a pause, none during a pause until switched back, and skip full slots', () => {
    const k = kitchen(center, night, null)
    const until = at('2026-11-26', '18:30').toISOString()
    expect(slotTime(slotsOn('2026-11-26', night, k, { resumes: resumesAt({ until }) })[0]!)).toBe(
      '19:00',
    )
    expect(slotDays(night, k, { resumes: resumesAt({ until: null }) })).toEqual([])
    expect(resumesAt(null)).toBe(0)
    const noon = at('2026-11-26', '12:00')
    const full = new Set([slotStart(noon)])
    expect(slotProblem(at('2026-11-26', '12:10'), night, k, { full })).toBe('full')
    expect(slotsOn('2026-11-26', night, k, { full }).map(slotTime)).not.toContain('12:00')
  })

  it('hold a chosen slot, or snap to the nearest one that can be had', () => {
    const days = slotDays(night, kitchen(center, night, null))
    expect(nearestSlot(days, '2026-11-26', 4 * 60 + 15)).toEqual({
      day: '2026-11-26',
      minutes: 690,
    })
    expect(nearestSlot(days, '2026-11-27', 12 * 60)).toEqual({ day: '2026-11-27', minutes: 720 })
    expect(nearestSlot(days, '2026-11-26', 23 * 60 + 30)).toEqual({
      day: '2026-11-26',
      minutes: 1380,
    })
    expect(nearestSlot(days, '1999-01-01', 0)).toEqual({ day: '2026-11-26', minutes: 690 })
    expect(nearestSlot([], '2026-11-26', 0)).toBeNull()
  })
})
