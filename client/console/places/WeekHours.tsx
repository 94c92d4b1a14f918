import { useEffect, useId, useRef } from 'react'
import { Field } from '#client/console/form/Field'
import { useI18n } from '#client/ui/i18n'
import { LOCALE_TAGS } from '#shared/locales'
import { type DayRow, EMPTY_SLOT, MAX_SLOTS, type Slot, weekdayName, withSlots } from './week-hours'

const TIMES = [
  ['open', 'opens'],
  ['close', 'closes'],
] as const

type Props = {
  week: DayRow[]
  onChange: (week: DayRow[]) => void
  errorOf: (day: number, slot: number, time: 'open' | 'close') => string | undefined
  /** What the week is of, when not a restaurant's opening hours (an offer's hours). */
  legend?: string
  hint?: string
}

/**
 * A restaurant's week: each day's intervals (a lunch break makes two), each with its opening and
 * closing time; a day off is left empty.
 */
export function WeekHours({ week, onChange, errorOf, legend, hint: hintText }: Props) {
  const { t, lang } = useI18n()
  const label = (key: string, values?: Record<string, string | number>) =>
    t(`operator.console.places.${key}`, values)
  const hint = useId()
  const group = useRef<HTMLFieldSetElement>(null)
  // A keyboard user goes on where the change was: into an added interval's first time, or to the
  // day's add button once an interval is removed (its remove button, which had the focus, with it).
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    if (focusNext.current === null) return
    group.current?.querySelector<HTMLElement>(focusNext.current)?.focus()
    focusNext.current = null
  })
  const setSlots = (day: number, slots: Slot[], focus: string | null = null) => {
    focusNext.current = focus
    onChange(withSlots(week, day, slots))
  }
  return (
    <fieldset ref={group} className="place-group" aria-describedby={hint}>
      <legend>{legend ?? label('hours')}</legend>
      <p className="field__hint" id={hint}>
        {hintText ?? label('hoursHint')}
      </p>
      {week.map(({ day, slots }) => {
        const name = weekdayName(LOCALE_TAGS[lang], day)
        return (
          <fieldset key={day} className="week-day">
            <legend>{name}</legend>
            {slots.map((slot, index) => (
              // Intervals have no identity but their place; the inputs are controlled.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <fieldset key={index} className="week-slot">
                <legend className="visually-hidden">{label('slot', { number: index + 1 })}</legend>
                {TIMES.map(([time, text]) => (
                  <Field
                    key={time}
                    type="time"
                    label={label(text)}
                    value={slot[time]}
                    onChange={(event) =>
                      setSlots(
                        day,
                        slots.map((s, i) =>
                          i === index ? { ...s, [time]: event.target.value } : s,
                        ),
                      )
                    }
                    error={errorOf(day, index, time)}
                    {...(time === 'open' ? { 'data-slot': `${day}-${index}` } : {})}
                  />
                ))}
                {slots.length > 1 && (
                  <button
                    type="button"
                    className="button button--ghost button--small week-slot__remove"
                    aria-label={label('removeSlotName', { number: index + 1, day: name })}
                    onClick={() =>
                      setSlots(
                        day,
                        slots.filter((_, i) => i !== index),
                        `[data-add-slot="${day}"]`,
                      )
                    }
                  >
                    {label('removeSlot')}
                  </button>
                )}
              </fieldset>
            ))}
            {slots.length < MAX_SLOTS && (
              <button
                type="button"
                className="button button--ghost button--small"
                data-add-slot={day}
                aria-label={label('addSlotName', { day: name })}
                onClick={() =>
                  setSlots(day, [...slots, EMPTY_SLOT], `[data-slot="${day}-${slots.length}"]`)
                }
              >
                {label('addSlot')}
              </button>
            )}
          </fieldset>
        )
      })}
    </fieldset>
  )
}
