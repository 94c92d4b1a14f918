import { useI18n } from '#client/ui/i18n'
import { ALLERGENS, type Allergens } from '#shared/allergens'
import { ChoiceFieldset } from './ChoiceFieldset'

type Props = {
  value: Allergens
  onChange: (value: Allergens) => void
  error?: string | undefined
}

/**
 * The EU allergens of a dish or option: "not known yet" (null) is its own box, so that an empty
 * list always means "contains none" and the storefront can say so.
 */
export function AllergenFieldset({ value, onChange, error }: Props) {
  const { t } = useI18n()
  return (
    <div className="allergen-fieldset">
      <label className="check">
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : [])}
        />
        <span>{t('operator.console.menu.allergensUnknown')}</span>
      </label>
      {value !== null && (
        <ChoiceFieldset
          legend={t('operator.console.menu.allergens')}
          choices={ALLERGENS.map((a) => ({ value: a, label: t(`allergens.name.${a}`) }))}
          chosen={value}
          onChange={onChange}
          error={error}
        />
      )}
    </div>
  )
}
