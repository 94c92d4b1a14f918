/** The restaurant's time zone: every time a customer or the kitchen sees is a time there. */
export const RESTAURANT_ZONE = 'Europe/Sofia'

const clocks = new Map<string, Intl.DateTimeFormat>()

/** A moment's time of day in the restaurant's zone, 24-hour in every language (spec §9). */
export function clockTime(iso: string, localeTag: string): string {
  let clock = clocks.get(localeTag)
  if (!clock) {
    clock = new Intl.DateTimeFormat(localeTag, {
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: RESTAURANT_ZONE,
    })
    clocks.set(localeTag, clock)
  }
  return clock.format(new Date(iso))
}
