import { useId } from 'react'
import { LOCALE_TAGS } from '../../../shared/locales'
import { useI18n } from '../../i18n'
import { Field } from './Field'
import { type DayRow, weekdayName } from './week-hours'

const TIMES = [
  ['open', 'opens'],
  ['close', 'closes'],
] as const

type Props = {
  week: DayRow[]
  onChange: (week: DayRow[]) => void
  errorOf: (day: number, time: 'open' | 'close') => string | undefined
}

/** A restaurant's week: each day's opening and closing time, a day off left empty. */
export function WeekHours({ week, onChange, errorOf }: Props) {
  const { t, lang } = useI18n()
  const hint = useId()
  const set = (day: number, time: 'open' | 'close', value: string) =>
    onChange(week.map((row) => (row.day === day ? { ...row, [time]: value } : row)))
  return (
    <fieldset className="place-group" aria-describedby={hint}>
      <legend>{t('operator.console.places.hours')}</legend>
      <p className="field__hint" id={hint}>
        {t('operator.console.places.hoursHint')}
      </p>
      {week.map((row) => (
        <fieldset key={row.day} className="week-day">
          <legend>{weekdayName(LOCALE_TAGS[lang], row.day)}</legend>
          {TIMES.map(([time, label]) => (
            <Field
              key={time}
              type="time"
              label={t(`operator.console.places.${label}`)}
              value={row[time]}
              onChange={(event) => set(row.day, time, event.target.value)}
              error={errorOf(row.day, time)}
            />
          ))}
        </fieldset>
      ))}
    </fieldset>
  )
}
