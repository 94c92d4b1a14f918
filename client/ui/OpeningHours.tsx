import type { Restaurant } from '#shared/contract/places'
import { LOCALE_TAGS } from '#shared/locales'
import { useI18n } from './i18n'

// Monday first, as calendars in all four languages show the week.
const WEEK = [1, 2, 3, 4, 5, 6, 0]

export function OpeningHours({ hours }: { hours: Restaurant['hours'] }) {
  const { lang, t } = useI18n()
  const dayName = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { weekday: 'long', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday: day 0.
  const name = (day: number) => dayName.format(new Date(Date.UTC(2023, 0, 1 + day)))
  return (
    <dl className="hours">
      {WEEK.map((day) => {
        // A lunch break makes two intervals.
        const today = hours.filter((h) => h.day === day).map((h) => `${h.open}–${h.close}`)
        return (
          <div key={day}>
            <dt>{name(day)}</dt>
            <dd>{today.length > 0 ? today.join(', ') : t('delivery.closed')}</dd>
          </div>
        )
      })}
    </dl>
  )
}
