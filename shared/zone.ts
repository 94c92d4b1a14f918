/** The restaurant's time zone: every time a customer or the kitchen sees is a time there. */
export const RESTAURANT_ZONE = 'Europe/Sofia'

const clocks = new Map<string, Intl.DateTimeFormat>()

/**
 * A moment's time of day in the restaurant's zone, 24-hour in every language (spec §9), with its
 * short date before it when `dated`: the one clock of the shop's texts, e-mails and SMS included.
 */
export function clockTime(iso: string, localeTag: string, dated = false): string {
  const key = `${localeTag}:${dated}`
  let clock = clocks.get(key)
  if (!clock) {
    clock = new Intl.DateTimeFormat(localeTag, {
      ...(dated ? { dateStyle: 'short' } : {}),
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: RESTAURANT_ZONE,
    })
    clocks.set(key, clock)
  }
  return clock.format(new Date(iso))
}
