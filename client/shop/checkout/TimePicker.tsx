import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { slotTime } from '#shared/slots'
import { useRepeatPress } from './useRepeatPress'

/**
 * A 24-hour time stepping through the slots that can be had (shared/slots.ts); holding − or +
 * repeats (spec §9), and neither leads out of them.
 */
export function TimePicker({
  slots,
  minutes,
  onChange,
}: {
  slots: readonly number[]
  minutes: number
  onChange: (minutes: number) => void
}) {
  const { t } = useI18n()
  const at = slots.indexOf(minutes)
  const earlier = slots[at - 1]
  const later = at === -1 ? undefined : slots[at + 1]
  const down = useRepeatPress(() => earlier !== undefined && onChange(earlier))
  const up = useRepeatPress(() => later !== undefined && onChange(later))
  return (
    <fieldset className="time-picker">
      <legend className="visually-hidden">{t('checkout.time')}</legend>
      <button
        type="button"
        aria-label={t('checkout.earlier')}
        disabled={earlier === undefined}
        {...down}
      >
        <Icon name="minus" size={18} />
      </button>
      <output aria-live="polite" data-testid="time-value">
        {slotTime(minutes)}
      </output>
      <button
        type="button"
        aria-label={t('checkout.later15')}
        disabled={later === undefined}
        {...up}
      >
        <Icon name="plus" size={18} />
      </button>
    </fieldset>
  )
}
