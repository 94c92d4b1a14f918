import { useId, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { type StopSpan, stopUntil } from './stop-until'

type Props = {
  /** The dish or option, for the switch's name: "Available: Sakura Set". */
  name: string
  available: boolean
  /** When its stop ends by itself (ISO), if it does. */
  until: string | null
  /** The availability route of a dish or an option, and its id. */
  path:
    | '/api/operator/products/{id}/availability'
    | '/api/operator/modifier-options/{id}/availability'
  id: number
  onChange: (available: boolean, until: string | null) => void
}

/**
 * The stop-list switch of a dish or an option: the kitchen turns it off when it ran out, until it
 * switches it back, until a time of day or until tomorrow; its label says which.
 */
export function StopToggle({ name, available, until, path, id: rowId, onChange }: Props) {
  const { t, lang } = useI18n()
  const { time } = useFormats()
  const id = useId()
  const [span, setSpan] = useState<StopSpan>('switch')
  const [timeOfDay, setTimeOfDay] = useState('18:30')
  const { busy, errors, run } = useAction()
  const toggle = () =>
    run(async () => {
      const end = available ? stopUntil(span, timeOfDay, new Date()) : null
      const answer = await consoleApi(lang).post(
        path,
        { available: !available, until: end?.toISOString() ?? null },
        { params: { id: rowId } },
      )
      onChange(answer.data.available, answer.data.unavailableUntil)
    })
  const state = available
    ? t('operator.console.menu.available')
    : until
      ? t('product.backAt', { time: time(until) })
      : t('operator.console.menu.stopped')
  return (
    <span className="stop-toggle">
      <button
        type="button"
        role="switch"
        className="stop-toggle__switch"
        aria-checked={available}
        aria-label={t('operator.console.menu.availableName', { name })}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span className="stop-toggle__track" aria-hidden="true" />
        <span suppressHydrationWarning>{state}</span>
      </button>
      {available && (
        <>
          <label className="visually-hidden" htmlFor={`${id}-span`}>
            {t('operator.console.menu.stopFor', { name })}
          </label>
          <select
            id={`${id}-span`}
            value={span}
            onChange={(event) => setSpan(event.target.value as StopSpan)}
          >
            <option value="switch">{t('operator.console.menu.untilSwitched')}</option>
            <option value="time">{t('operator.console.menu.untilTime')}</option>
            <option value="tomorrow">{t('operator.console.menu.untilTomorrow')}</option>
          </select>
          {span === 'time' && (
            <input
              type="time"
              aria-label={t('operator.console.menu.backAtTime', { name })}
              value={timeOfDay}
              onChange={(event) => setTimeOfDay(event.target.value)}
            />
          )}
        </>
      )}
      {errors.form && (
        <span className="field-error" role="alert">
          {errors.until ?? errors.form}
        </span>
      )}
    </span>
  )
}
