import { useId } from 'react'
import { useI18n } from '#client/ui/i18n'
import { STAFF_ROLES, type StaffRole } from '#shared/staff'

type Props = { value: StaffRole; onChange: (role: StaffRole) => void; disabled?: boolean }

export function RoleSelect({ value, onChange, disabled }: Props) {
  const { t } = useI18n()
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('operator.console.staff.role')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`operator.console.role.${role}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
