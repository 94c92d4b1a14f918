import type { OperatorRestaurant } from '#shared/contract/operator/places'

type Hours = OperatorRestaurant['hours']

/** One opening interval as the form holds it: both times empty is nothing. */
export type Slot = { open: string; close: string }

/** A weekday's intervals (a lunch break makes two): a day off is one empty interval. */
export type DayRow = { day: number; slots: Slot[] }

// Monday first, as calendars in all four languages show the week (0 = Sunday, as the API counts).
const WEEK = [1, 2, 3, 4, 5, 6, 0]

/** The API takes at most 21 intervals a week: three a day always fit. */
export const MAX_SLOTS = 3

export const EMPTY_SLOT: Slot = { open: '', close: '' }

const filled = (slot: Slot) => slot.open !== '' || slot.close !== ''

/** One row per weekday, Monday first, with every interval of the day in the order stored. */
export function weekRows(hours: Hours): DayRow[] {
  return WEEK.map((day) => {
    const slots = hours.filter((h) => h.day === day).map(({ open, close }) => ({ open, close }))
    return { day, slots: slots.length > 0 ? slots : [EMPTY_SLOT] }
  })
}

/** The filled intervals in the order the API gets them, each with its place in its day's row. */
function sentSlots(rows: DayRow[]) {
  return rows.flatMap(({ day, slots }) =>
    slots.map((slot, position) => ({ day, position, ...slot })).filter(filled),
  )
}

/** The rows as the API takes them: a day off is left out, a half-filled interval goes to be refused. */
export function hoursOf(rows: DayRow[]): Hours {
  return sentSlots(rows).map(({ day, open, close }) => ({ day, open, close }))
}

/** Whether the rows change the hours, whatever order the API listed the days in. */
export function hoursChanged(rows: DayRow[], hours: Hours): boolean {
  return JSON.stringify(hoursOf(rows)) !== JSON.stringify(hoursOf(weekRows(hours)))
}

/** The rows with a day's intervals replaced. */
export function withSlots(rows: DayRow[], day: number, slots: Slot[]): DayRow[] {
  return rows.map((row) => (row.day === day ? { day, slots } : row))
}

/**
 * The API's error of one interval's time: it names the interval by its place in the hours sent,
 * which `sent` (the rows as submitted) gives back.
 */
export function slotError(
  errors: Record<string, string | undefined>,
  sent: DayRow[],
  day: number,
  slot: number,
  time: 'open' | 'close',
): string | undefined {
  const index = sentSlots(sent).findIndex((s) => s.day === day && s.position === slot)
  return index < 0 ? undefined : errors[`hours.${index}.${time}`]
}

/** A weekday's name (0 = Sunday) in a language: 1 January 2023 was a Sunday. */
export function weekdayName(locale: string, day: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  )
}
