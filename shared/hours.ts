import type { OpeningHours, SpecialDay } from './contract/places'
import { RESTAURANT_ZONE } from './zone'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESTAURANT_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MINUTE = 60_000

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

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESTAURANT_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The moment of a wall-clock date and time in the restaurant's time zone (`24:00` is midnight after). */
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

/** The calendar day `days` after `day` (YYYY-MM-DD), and its weekday (0 = Sunday). */
function dayAfter(day: string, days: number): { day: string; weekday: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return { day: date.toISOString().slice(0, 10), weekday: date.getUTCDay() }
}

/** When a kitchen works: its week, and the special days (a holiday) that replace a date's hours. */
export type Schedule = { hours: OpeningHours; specialDays: readonly SpecialDay[] }

/** A span the kitchen is open, in ms since the epoch: from `start` to `end`. */
export type Opening = { start: number; end: number }

/**
 * The kitchen's openings from the day before `from` to `days` days after it, each date by its
 * special day if it has one, else by its weekday; spans that touch are one (a Friday open until
 * 24:00 and a Saturday from 00:00 is one night), so a last order near midnight counts the night.
 */
export function openings(schedule: Schedule, from: Date, days: number): Opening[] {
  const first = restaurantDay(from)
  const spans: Opening[] = []
  for (let offset = -1; offset <= days; offset++) {
    const { day, weekday } = dayAfter(first, offset)
    const special = schedule.specialDays.find((s) => s.date === day)
    const intervals = special ? special.hours : schedule.hours.filter((h) => h.day === weekday)
    for (const { open, close } of intervals) {
      const start = restaurantMoment(day, open).getTime()
      const end = restaurantMoment(day, close).getTime()
      if (end > start) spans.push({ start, end })
    }
  }
  spans.sort((a, b) => a.start - b.start)
  const merged: Opening[] = []
  for (const span of spans) {
    const last = merged.at(-1)
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else merged.push({ ...span })
  }
  return merged
}

/**
 * Whether the kitchen takes an order to start at `moment`: inside an opening and at least
 * `lastOrderMinutes` before it ends (a roll needs time to be made).
 */
export function takesOrderAt(
  spans: readonly Opening[],
  moment: Date | number,
  lastOrderMinutes = 0,
): boolean {
  const t = typeof moment === 'number' ? moment : moment.getTime()
  return spans.some((o) => o.start <= t && t <= o.end - lastOrderMinutes * MINUTE)
}

/**
 * When the kitchen next takes an order placed then: `now` if it does, else the start of the next
 * opening long enough for one; null when none is in the spans.
 */
export function nextOrderMoment(
  spans: readonly Opening[],
  now: Date,
  lastOrderMinutes = 0,
): Date | null {
  if (takesOrderAt(spans, now, lastOrderMinutes)) return now
  const next = spans.find(
    (o) => o.start > now.getTime() && o.end - o.start >= lastOrderMinutes * MINUTE,
  )
  return next ? new Date(next.start) : null
}

/**
 * The next moment after `now` the kitchen starts or stops taking orders (an opening, or its last
 * order before closing): what is said of it changes then. Null when none is in the spans.
 */
export function nextChange(
  spans: readonly Opening[],
  now: Date,
  lastOrderMinutes = 0,
): number | null {
  const moments = spans
    .flatMap((o) => [o.start, o.end - lastOrderMinutes * MINUTE])
    .filter((t) => t > now.getTime())
  return moments.length ? Math.min(...moments) : null
}
