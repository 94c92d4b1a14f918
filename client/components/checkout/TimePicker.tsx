import { useI18n } from '../../i18n'
import { Icon } from '../ui/Icon'
import { useRepeatPress } from './useRepeatPress'

export const TIME_STEP_MINUTES = 15
const DAY = 24 * 60

const format = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A 24-hour time in 15-minute steps; holding − or + repeats (spec §9). */
export function TimePicker({
  minutes,
  onChange,
  min = 0,
  max = DAY - TIME_STEP_MINUTES,
}: {
  minutes: number
  onChange: (minutes: number) => void
  min?: number
  max?: number
}) {
  const { t } = useI18n()
  const down = useRepeatPress(() => onChange(Math.max(min, minutes - TIME_STEP_MINUTES)))
  const up = useRepeatPress(() => onChange(Math.min(max, minutes + TIME_STEP_MINUTES)))
  return (
    <fieldset className="time-picker">
      <legend className="visually-hidden">{t('checkout.time')}</legend>
      <button type="button" aria-label={t('checkout.earlier')} disabled={minutes <= min} {...down}>
        <Icon name="minus" size={18} />
      </button>
      <output aria-live="polite" data-testid="time-value">
        {format(minutes)}
      </output>
      <button type="button" aria-label={t('checkout.later15')} disabled={minutes >= max} {...up}>
        <Icon name="plus" size={18} />
      </button>
    </fieldset>
  )
}
