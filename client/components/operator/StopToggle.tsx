import { useI18n } from '../../i18n'
import { consoleApi } from './api'
import { useAction } from './useAction'

type Props = {
  /** The dish or option, for the switch's name: "Available: Sakura Set". */
  name: string
  available: boolean
  /** The availability route: /api/operator/products/{id}/availability and the like. */
  path: string
  onChange: (available: boolean) => void
}

/** The stop-list switch of a dish or an option: the kitchen turns it off when it ran out. */
export function StopToggle({ name, available, path, onChange }: Props) {
  const { t, lang } = useI18n()
  const { busy, errors, run } = useAction()
  const toggle = () =>
    run(async () => {
      const answer = await consoleApi(lang).post<{ data: { available: boolean } }>(path, {
        available: !available,
      })
      onChange(answer.data.available)
    })
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
        {t('operator.console.menu.available')}
      </button>
      {errors.form && (
        <span className="field-error" role="alert">
          {errors.form}
        </span>
      )}
    </span>
  )
}
