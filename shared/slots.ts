import type { z } from 'zod'
import { KITCHEN_LEAD_MINUTES, MAX_DAYS_AHEAD } from './checkout'
import { isOpenAt, restaurantDay, restaurantMoment } from './hours'
import type { OpeningHours } from './schemas'

// The rule for a scheduled order's time, one for the picker that offers it and the server that
// takes it: a pure function of the moment, now and the kitchens' opening hours.

export const SLOT_MINUTES = 15
const MINUTE = 60_000
const DAY_MINUTES = 24 * 60

type Hours = z.infer<typeof OpeningHours>

export type SlotProblem = 'tooSoon' | 'tooFar' | 'closed' | 'paused' | 'full'

/** What a kitchen's evening adds to the rule: a pause's end (see resumesAt) and its full slots. */
export type SlotLimits = {
  resumes?: number
  /** The starts (ms since the epoch) of the slots that have no room left for this order. */
  full?: ReadonlySet<number>
}

/** The start (ms since the epoch) of the 15-minute slot `moment` falls in (Sofia's offset is whole hours). */
export function slotStart(moment: Date): number {
  return Math.floor(moment.getTime() / (SLOT_MINUTES * MINUTE)) * SLOT_MINUTES * MINUTE
}

/**
 * When a kitchen that paused online ordering takes orders again (ms since the epoch): never while
 * paused until switched back, 0 when it is not paused.
 */
export function resumesAt(pause: { until: string | null } | null): number {
  return pause ? (pause.until ? Date.parse(pause.until) : Number.POSITIVE_INFINITY) : 0
}

/**
 * Why no order can be scheduled for `moment`, or null when it can: it is at least the kitchen's lead
 * time away, within the days ahead an order may be placed, not before a pause ends, in a slot with
 * room, and inside one kitchen's opening hours.
 */
export function slotProblem(
  moment: Date,
  now: Date,
  kitchens: readonly Hours[],
  limits: SlotLimits = {},
): SlotProblem | null {
  const ahead = moment.getTime() - now.getTime()
  if (ahead < KITCHEN_LEAD_MINUTES * MINUTE) return 'tooSoon'
  if (ahead > MAX_DAYS_AHEAD * DAY_MINUTES * MINUTE) return 'tooFar'
  if (moment.getTime() < (limits.resumes ?? 0)) return 'paused'
  if (limits.full?.has(slotStart(moment))) return 'full'
  if (!kitchens.some((hours) => isOpenAt(hours, moment))) return 'closed'
  return null
}

/** A slot's wall-clock time, `HH:MM` (minutes after the restaurant's midnight). */
export function slotTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The slots of a restaurant day (`YYYY-MM-DD`) an order may be scheduled for, in minutes after midnight. */
export function slotsOn(
  day: string,
  now: Date,
  kitchens: readonly Hours[],
  limits: SlotLimits = {},
): number[] {
  const slots: number[] = []
  for (let minutes = 0; minutes < DAY_MINUTES; minutes += SLOT_MINUTES) {
    if (!slotProblem(restaurantMoment(day, slotTime(minutes)), now, kitchens, limits))
      slots.push(minutes)
  }
  return slots
}

export type SlotDay = { day: string; slots: number[] }

/** The restaurant days from today on that have a slot, each with its slots, earliest first. */
export function slotDays(
  now: Date,
  kitchens: readonly Hours[],
  limits: SlotLimits = {},
): SlotDay[] {
  const days: SlotDay[] = []
  for (let ahead = 0; ahead <= MAX_DAYS_AHEAD; ahead++) {
    const day = restaurantDay(new Date(now.getTime() + ahead * DAY_MINUTES * MINUTE))
    const slots = slotsOn(day, now, kitchens, limits)
    if (slots.length > 0 && !days.some((d) => d.day === day)) days.push({ day, slots })
  }
  return days
}

/**
 * The slot to show for what the customer picked: that one while it can be had, otherwise the
 * nearest one that day (the first day with slots when that day has none). Null when there is none.
 */
export function nearestSlot(
  days: readonly SlotDay[],
  day: string,
  minutes: number,
): { day: string; minutes: number } | null {
  const chosen = days.find((d) => d.day === day) ?? days[0]
  if (!chosen) return null
  const slot = chosen.slots.reduce((best, m) =>
    Math.abs(m - minutes) < Math.abs(best - minutes) ? m : best,
  )
  return { day: chosen.day, minutes: slot }
}
