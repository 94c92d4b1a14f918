import { Icon } from './Icon'
import { useI18n } from './i18n'

/** A number with − and + buttons: large touch targets, announced to screen readers. */
export function Stepper({
  value,
  min,
  max,
  onChange,
  label,
}: {
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  label: string
}) {
  const { t } = useI18n()
  return (
    <span className="stepper">
      <button
        type="button"
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={t('common.decrease', { name: label })}
      >
        <Icon name="minus" size={18} />
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={t('common.increase', { name: label })}
      >
        <Icon name="plus" size={18} />
      </button>
    </span>
  )
}
