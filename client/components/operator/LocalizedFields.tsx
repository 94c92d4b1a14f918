import { LANGS, type Lang, SWITCHER_LABELS } from '../../../shared/locales'
import type { Localized } from '../../../shared/localized'
import { Field } from './Field'

type Props = {
  /** The field's name in the API, for its errors: `name` reads `name.bg`, `name.en`… */
  field: string
  /** The label of one language's input: "Name (BG)". */
  label: (langLabel: string) => string
  value: Localized
  onChange: (value: Localized) => void
  errors: Record<string, string>
  maxLength: number
  required?: boolean
  /** The first input takes the focus when a dialog opens. */
  autoFocus?: boolean
}

/** A text in the shop's four languages, bg first: one labelled input each, each with its error. */
export function LocalizedFields({
  field,
  label,
  value,
  onChange,
  errors,
  autoFocus,
  ...input
}: Props) {
  return LANGS.map((code: Lang, index) => (
    <Field
      key={code}
      label={label(SWITCHER_LABELS[code])}
      lang={code}
      value={value[code]}
      onChange={(event) => onChange({ ...value, [code]: event.target.value })}
      error={errors[`${field}.${code}`]}
      {...input}
      {...(autoFocus && index === 0 ? { 'data-autofocus': true } : {})}
    />
  ))
}
