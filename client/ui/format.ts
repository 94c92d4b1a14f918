import { type Lang, LOCALE_TAGS } from '#shared/locales'
import { formatSignedPrice } from '#shared/money'
import { promisedWhen } from '#shared/promised-time'
import { clockTime, RESTAURANT_ZONE } from '#shared/zone'
import { useI18n } from './i18n'

// Times are shown in the restaurant's zone, so the server's render and the browser's agree. Their
// text may still differ in spacing between ICU versions: elements showing one suppress the
// hydration warning.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined
  if (!format) {
    format = make()
    cache.set(key, format)
  }
  return format
}

const dates = (lang: Lang, withTime: boolean) =>
  cached(`date:${lang}:${withTime}`, () =>
    withTime
      ? new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
          dateStyle: 'medium',
          timeStyle: 'short',
          // Spec §9: 24-hour times in every language (English would say 3:20 AM).
          hourCycle: 'h23',
          timeZone: RESTAURANT_ZONE,
        })
      : new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
          dateStyle: 'medium',
          timeZone: RESTAURANT_ZONE,
        }),
  )

/** Dates, percentages and signed amounts in the page's language. */
export function useFormats() {
  const { lang, t } = useI18n()
  return {
    date: (iso: string) => dates(lang, false).format(new Date(iso)),
    dateTime: (iso: string) => dates(lang, true).format(new Date(iso)),
    time: (iso: string) => clockTime(iso, LOCALE_TAGS[lang]),
    /** When an order is promised: "around 12:30", "tomorrow around 12:30" or with its date. */
    promised: (iso: string) => {
      const when = promisedWhen(iso, new Date(), LOCALE_TAGS[lang])
      return t(when.key, when.params)
    },
    /** `percent` is 0–100. */
    percent: (percent: number) =>
      cached(
        `percent:${lang}`,
        () =>
          new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'percent', maximumFractionDigits: 1 }),
      ).format(percent / 100),
    /** Cents with a + or − sign (none for zero), by the one money formatter. */
    signedPrice: (cents: number) => formatSignedPrice(cents, lang),
  }
}
