import type { z } from 'zod'
import type { OpeningHours } from './schemas'

import { RESTAURANT_ZONE } from './zone'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESTAURANT_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The weekday (0 = Sunday) and minutes after midnight of a moment, in the restaurant's time zone. */
export function localTime(date: Date): { day: number; minutes: number } {
  const values = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]))
  return {
    day: WEEKDAYS.indexOf(values.weekday ?? ''),
    minutes: Number(values.hour) * 60 + Number(values.minute),
  }
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/**
 * Whether the kitchen takes an order for `date`: inside the day's hours and at least
 * `lastOrderMinutes` before closing (a roll needs time to be made).
 */
export function isOpenAt(
  hours: z.infer<typeof OpeningHours>,
  date: Date,
  lastOrderMinutes = 0,
): boolean {
  const { day, minutes } = localTime(date)
  return hours.some(
    (h) =>
      h.day === day &&
      minutes >= toMinutes(h.open) &&
      minutes <= toMinutes(h.close) - lastOrderMinutes,
  )
}

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESTAURANT_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The moment of a wall-clock date and time in the restaurant's time zone. */
export function restaurantMoment(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const wanted = Date.UTC(y, m - 1, d) / 60_000 + toMinutes(time)
  let guess = wanted * 60_000
  // Two corrections settle the zone's offset, daylight saving included.
  for (let i = 0; i < 2; i++) {
    const { minutes } = localTime(new Date(guess))
    const local =
      Date.UTC(
        ...(calendarDay
          .format(new Date(guess))
          .split('-')
          .map((v, index) => Number(v) - (index === 1 ? 1 : 0)) as [number, number, number]),
      ) /
        60_000 +
      minutes
    guess += (wanted - local) * 60_000
  }
  return new Date(guess)
}

/** The restaurant's calendar day of a moment, as YYYY-MM-DD. */
export function restaurantDay(date: Date): string {
  return calendarDay.format(date)
}
