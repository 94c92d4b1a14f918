import { useI18n } from '#client/ui/i18n'
import { errorProps, FieldError } from './FieldError'
import type { Checkout } from './useCheckoutForm'

type Props = Pick<Checkout, 'form' | 'change' | 'problems'>

/** The order's name, asked of a customer who skipped the profile; it is saved to the profile. */
export function NameField({ form, change, problems }: Props) {
  const { t } = useI18n()
  return (
    <fieldset className="card">
      <label className="field">
        <span className="field__label">{t('checkout.name')}</span>
        <input
          autoComplete="given-name"
          required
          value={form.name}
          onChange={(e) => change({ name: e.target.value })}
          {...errorProps('name', problems)}
        />
      </label>
      <FieldError field="name" problems={problems} />
    </fieldset>
  )
}
