import { KITCHEN_LEAD_MINUTES, MAX_DAYS_AHEAD } from './checkout'
import type { Region, Restaurant } from './contract/places'
import { type Opening, openings, restaurantDay, restaurantMoment, type Schedule } from './hours'

// The rule for a scheduled order's time, one for the picker that offers it and the server that
// takes it: a pure function of the moment, now and the one kitchen that cooks the order.

export const SLOT_MINUTES = 15
const MINUTE = 60_000
const DAY_MINUTES = 24 * 60

export type SlotProblem = 'tooSoon' | 'tooFar' | 'closed' | 'paused' | 'full'

/** What a kitchen's evening adds to the rule: a pause's end (see resumesAt) and its full slots. */
export type SlotLimits = {
  resumes?: number
  /** The starts (ms since the epoch) of the slots that have no room left for this order. */
  full?: ReadonlySet<number>
}

/** The kitchen that cooks an order, as the time rule sees it. */
export type SlotKitchen = {
  /** Its openings over the days an order may be placed for (shared/hours.ts). */
  openings: readonly Opening[]
  /** From starting to cook to the promised time: the preparation, and the drive for a delivery. */
  leadMinutes: number
}

/** The zone's restaurant (or kitchen), or the first one when the zone names none (or one since removed). */
export function kitchenOf<T extends { id: number }>(
  restaurants: readonly T[],
  region: Pick<Region, 'restaurantId'>,
): T | null {
  return restaurants.find((r) => r.id === region.restaurantId) ?? restaurants[0] ?? null
}

/**
 * The time rule's view of `kitchen` cooking an order at `now`: a delivery to `region`, or a pickup
 * (no region). Its openings cover every day the checkout offers.
 */
export function slotKitchen(
  kitchen: Schedule & Pick<Restaurant, 'prepMinutes'>,
  region: Pick<Region, 'etaMinutes'> | null,
  now: Date,
): SlotKitchen {
  return {
    openings: openings(kitchen, now, MAX_DAYS_AHEAD + 1),
    leadMinutes: kitchen.prepMinutes + (region?.etaMinutes ?? 0),
  }
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

/** The least time ahead an order can be scheduled for: never sooner than the kitchen can make it. */
export function soonestMinutes(kitchen: SlotKitchen): number {
  return Math.max(KITCHEN_LEAD_MINUTES, kitchen.leadMinutes)
}

/**
 * Why no order can be scheduled for `moment`, or null when it can. The whole order happens while
 * the kitchen is open: it starts cooking `leadMinutes` before (so the first slot is the opening
 * plus the lead) and the order is delivered or collected by closing (the last slot is the closing
 * time), with no pause before it starts and room left in the slot; the moment must be far enough
 * ahead, and within the days ahead an order may be placed.
 */
export function slotProblem(
  moment: Date,
  now: Date,
  kitchen: SlotKitchen,
  limits: SlotLimits = {},
): SlotProblem | null {
  const ahead = moment.getTime() - now.getTime()
  const cooking = moment.getTime() - kitchen.leadMinutes * MINUTE
  if (ahead < soonestMinutes(kitchen) * MINUTE) return 'tooSoon'
  if (ahead > MAX_DAYS_AHEAD * DAY_MINUTES * MINUTE) return 'tooFar'
  if (cooking < (limits.resumes ?? 0)) return 'paused'
  if (limits.full?.has(slotStart(moment))) return 'full'
  const t = moment.getTime()
  if (!kitchen.openings.some((o) => o.start <= cooking && t <= o.end)) return 'closed'
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
  kitchen: SlotKitchen,
  limits: SlotLimits = {},
): number[] {
  const slots: number[] = []
  for (let minutes = 0; minutes < DAY_MINUTES; minutes += SLOT_MINUTES) {
    if (!slotProblem(restaurantMoment(day, slotTime(minutes)), now, kitchen, limits))
      slots.push(minutes)
  }
  return slots
}

export type SlotDay = { day: string; slots: number[] }

/** The restaurant days from today on that have a slot, each with its slots, earliest first. */
export function slotDays(now: Date, kitchen: SlotKitchen, limits: SlotLimits = {}): SlotDay[] {
  const days: SlotDay[] = []
  for (let ahead = 0; ahead <= MAX_DAYS_AHEAD; ahead++) {
    const day = restaurantDay(new Date(now.getTime() + ahead * DAY_MINUTES * MINUTE))
    const slots = slotsOn(day, now, kitchen, limits)
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
