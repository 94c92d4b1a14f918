import { useI18n } from '#client/ui/i18n'
import type { Company } from '#shared/company'
import { errorProps, FieldError } from './FieldError'

export const NO_COMPANY: Company = { name: '', eik: '', vatNumber: '', address: '', manager: '' }

const FIELDS = [
  { name: 'name', autoComplete: 'organization' },
  { name: 'eik', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'vatNumber', autoComplete: 'off' },
  { name: 'address', autoComplete: 'off' },
  { name: 'manager', autoComplete: 'name' },
] as const

type Props = {
  company: Company
  onChange: (company: Company) => void
  /** The field messages, each under `${prefix}.${field}` (the API's path of the field). */
  problems: Record<string, string>
  prefix: string
}

/** A company's invoice details: name, ЕИК, VAT number, registered address, responsible person. */
export function CompanyFields({ company, onChange, problems, prefix }: Props) {
  const { t } = useI18n()
  return FIELDS.map(({ name, ...input }) => {
    const field = `${prefix}.${name}`
    return (
      <div key={name}>
        <label className="field">
          <span className="field__label">{t(`companyFields.${name}`)}</span>
          <input
            {...input}
            value={company[name]}
            onChange={(e) => onChange({ ...company, [name]: e.target.value })}
            required={name !== 'vatNumber'}
            {...errorProps(field, problems)}
          />
        </label>
        <FieldError field={field} problems={problems} />
      </div>
    )
  })
}
