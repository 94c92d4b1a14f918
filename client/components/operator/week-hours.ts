import type { ConsoleRestaurant } from './catalog-types'

type Hours = ConsoleRestaurant['hours']

/** A weekday's hours as the form holds them: both times empty is a day off. */
export type DayRow = { day: number; open: string; close: string }

// Monday first, as calendars in all four languages show the week (0 = Sunday, as the API counts).
const WEEK = [1, 2, 3, 4, 5, 6, 0]

/** One row per weekday, Monday first, with the day's (first) opening hours. */
export function weekRows(hours: Hours): DayRow[] {
  return WEEK.map((day) => {
    const first = hours.find((h) => h.day === day)
    return { day, open: first?.open ?? '', close: first?.close ?? '' }
  })
}

/** The rows as the API takes them: a day off is left out, a half-filled day goes to be refused. */
export function hoursOf(rows: DayRow[]): Hours {
  return rows.filter((row) => row.open || row.close)
}

/** Whether the rows change the hours: a day with a lunch break stays as it is unless edited. */
export function hoursChanged(rows: DayRow[], hours: Hours): boolean {
  return JSON.stringify(hoursOf(rows)) !== JSON.stringify(hoursOf(weekRows(hours)))
}

/** The API's error of one weekday's time: the request listed the days it sent, in order. */
export function dayError(
  errors: Record<string, string | undefined>,
  sent: Hours,
  day: number,
  time: 'open' | 'close',
): string | undefined {
  const index = sent.findIndex((h) => h.day === day)
  return index < 0 ? undefined : errors[`hours.${index}.${time}`]
}

/** A weekday's name (0 = Sunday) in a language: 1 January 2023 was a Sunday. */
export function weekdayName(locale: string, day: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  )
}
