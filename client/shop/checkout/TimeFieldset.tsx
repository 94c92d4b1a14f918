import { lazy, Suspense, useRef, useState } from 'react'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { LOCALE_TAGS } from '#shared/locales'
import { openingWhen } from '#shared/opening-time'
import { FieldError } from './FieldError'
import { TimePicker } from './TimePicker'
import type { Checkout } from './useCheckoutForm'

const DatePicker = lazy(() => import('#client/ui/DatePicker'))

type Props = Pick<
  Checkout,
  'change' | 'when' | 'asapClosed' | 'days' | 'slot' | 'quote' | 'problems'
>

/**
 * As soon as possible, with the time the kitchen promises, or a day and a time slot; while the
 * kitchen takes no orders (closed, or paused), a time slot only, and why.
 */
export function TimeFieldset({ change, when, asapClosed, days, slot, quote, problems }: Props) {
  const { t, lang } = useI18n()
  const { promised } = useFormats()
  const closedNote = () => {
    if (asapClosed === 'paused') return t('checkout.asapPaused')
    if (!asapClosed?.opensAt) return t('checkout.asapClosed')
    const opens = openingWhen(asapClosed.opensAt, new Date(), LOCALE_TAGS[lang])
    return t('order.closedUntil', { time: t(opens.key, opens.params) })
  }
  const [picking, setPicking] = useState(false)
  const dateField = useRef<HTMLButtonElement>(null)
  return (
    <fieldset className="card">
      <legend>{t('checkout.when')}</legend>
      <div className="segmented">
        <label className="segmented__option">
          <input
            type="radio"
            name="when"
            checked={when === 'asap'}
            disabled={asapClosed !== null}
            onChange={() => change({ when: 'asap' })}
          />
          {t('checkout.asap')}
        </label>
        <label className="segmented__option">
          <input
            type="radio"
            name="when"
            checked={when === 'later'}
            onChange={() => change({ when: 'later' })}
          />
          {t('checkout.later')}
        </label>
      </div>
      {asapClosed !== null && (
        <p className="when__promise" data-testid="asap-closed" suppressHydrationWarning>
          {closedNote()}
        </p>
      )}
      {when === 'asap' && quote?.promisedAt && (
        <p className="when__promise" data-testid="asap-time" suppressHydrationWarning>
          {t('account.progress.promised', { time: promised(quote.promisedAt) })}
        </p>
      )}
      {when === 'later' && (
        <div className="when">
          <div className="field">
            <span className="field__label" id="date-label">
              {t('checkout.date')}
            </span>
            <button
              type="button"
              ref={dateField}
              className="date-field"
              aria-labelledby="date-label date-value"
              aria-expanded={picking}
              onClick={() => setPicking((p) => !p)}
            >
              <span id="date-value">{slot.day.split('-').reverse().join('.')}</span>
            </button>
            {picking && (
              <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
                <DatePicker
                  value={slot.day}
                  earliest={days[0]?.day ?? slot.day}
                  latest={days.at(-1)?.day ?? slot.day}
                  allowed={days.map((d) => d.day)}
                  testId="delivery-date-picker"
                  onPick={(value) => {
                    // The time stays as near as that day allows.
                    change({ date: value, minutes: slot.minutes })
                    setPicking(false)
                    // The picked day's button goes with the calendar: focus returns to the field.
                    dateField.current?.focus()
                  }}
                />
              </Suspense>
            )}
          </div>
          <div className="field">
            <span className="field__label">{t('checkout.time')}</span>
            <TimePicker
              slots={days.find((d) => d.day === slot.day)?.slots ?? []}
              minutes={slot.minutes}
              onChange={(value) => change({ date: slot.day, minutes: value })}
            />
          </div>
        </div>
      )}
      <FieldError field="time" problems={problems} />
    </fieldset>
  )
}
