import { useId } from 'react'
import { useI18n } from '#client/ui/i18n'
import type { OperatorCategory } from '#shared/contract/operator/menu'

type Props = {
  categories: readonly OperatorCategory[]
  value: number
  onChange: (categoryId: number) => void
  error?: string | undefined
}

/** The category a dish is listed under, by its name in the console's language. */
export function CategorySelect({ categories, value, onChange, error }: Props) {
  const { t, lang } = useI18n()
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('operator.console.menu.category')}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name[lang]}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  )
}
