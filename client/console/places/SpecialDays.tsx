import { useId } from 'react'
import { Field } from '#client/console/form/Field'
import { useI18n } from '#client/ui/i18n'
import type { OperatorRestaurant } from '#shared/contract/operator/places'

type Days = OperatorRestaurant['specialDays']

type Props = {
  days: Days
  onChange: (days: Days) => void
  /** The API's message for a field of the special day at `index` (its `date`, or its hours'). */
  errorOf: (index: number, field: string) => string | undefined
}

const OPEN_DAY = { open: '11:00', close: '18:00' }

/**
 * A restaurant's holidays and other dates with hours of their own: each a date and, unless the
 * kitchen is closed all day, its opening and closing time; they replace the weekday's hours.
 */
export function SpecialDays({ days, onChange, errorOf }: Props) {
  const { t } = useI18n()
  const label = (key: string, values?: Record<string, string>) =>
    t(`operator.console.places.${key}`, values)
  const hint = useId()
  const set = (index: number, day: Days[number]) =>
    onChange(days.map((d, i) => (i === index ? day : d)))
  return (
    <fieldset className="place-group" aria-describedby={hint}>
      <legend>{label('specialDays')}</legend>
      <p className="field__hint" id={hint}>
        {label('specialDaysHint')}
      </p>
      {days.map((day, index) => {
        const interval = day.hours[0]
        return (
          // Special days have no identity but their place; the inputs are controlled.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <fieldset key={index} className="week-slot">
            <legend className="visually-hidden">{day.date || label('specialDate')}</legend>
            <Field
              type="date"
              label={label('specialDate')}
              value={day.date}
              onChange={(event) => set(index, { ...day, date: event.target.value })}
              error={errorOf(index, 'date')}
              required
            />
            <label className="check">
              <input
                type="checkbox"
                checked={!interval}
                onChange={(event) =>
                  set(index, { ...day, hours: event.target.checked ? [] : [OPEN_DAY] })
                }
              />
              {label('closedAllDay')}
            </label>
            {interval &&
              (['open', 'close'] as const).map((time) => (
                <Field
                  key={time}
                  type="time"
                  label={label(time === 'open' ? 'opens' : 'closes')}
                  value={interval[time]}
                  onChange={(event) =>
                    set(index, { ...day, hours: [{ ...interval, [time]: event.target.value }] })
                  }
                  error={errorOf(index, `hours.0.${time}`)}
                  required
                />
              ))}
            <button
              type="button"
              className="button button--ghost button--small week-slot__remove"
              onClick={() => onChange(days.filter((_, i) => i !== index))}
            >
              {label('removeSpecialDay', { date: day.date })}
            </button>
          </fieldset>
        )
      })}
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => onChange([...days, { date: '', hours: [] }])}
      >
        {label('addSpecialDay')}
      </button>
    </fieldset>
  )
}
