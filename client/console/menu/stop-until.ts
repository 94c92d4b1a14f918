/** How long a dish stays off: until switched back, until a time of day, or until tomorrow. */
export type StopSpan = 'switch' | 'time' | 'tomorrow'

/**
 * The moment a stop ends, from the console's clock (the restaurant's own): a time of day already
 * past today means tomorrow; "tomorrow" is tomorrow's first minute. Null: until switched back.
 */
export function stopUntil(span: StopSpan, timeOfDay: string, now: Date): Date | null {
  if (span === 'switch') return null
  const at = new Date(now)
  if (span === 'tomorrow') {
    at.setDate(at.getDate() + 1)
    at.setHours(0, 0, 0, 0)
    return at
  }
  const [hours, minutes] = timeOfDay.split(':').map(Number)
  at.setHours(hours ?? 0, minutes ?? 0, 0, 0)
  if (at <= now) at.setDate(at.getDate() + 1)
  return at
}
