import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field, NewPasswordField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { StaffView } from '#shared/contract/operator/staff'
import type { StaffRole } from '#shared/staff'
import { RoleSelect } from './RoleSelect'

const EMPTY = { name: '', email: '', password: '', role: 'kitchen' as StaffRole }

/** A new staff account, with a first password the admin passes on (12 characters at least). */
export function StaffCreateForm({ onCreated }: { onCreated: (member: StaffView) => void }) {
  const { t, lang } = useI18n()
  const [fields, setFields] = useState(EMPTY)
  const { busy, errors, run } = useAction()
  const set = (name: 'name' | 'email' | 'password') => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value })

  return (
    <ConsoleForm
      onSubmit={() =>
        run(async () => {
          const { data } = await consoleApi(lang).post('/api/operator/staff', fields)
          setFields(EMPTY)
          onCreated(data)
        })
      }
      busy={busy}
      error={errors.form}
      submit={t('operator.console.staff.create')}
    >
      <Field
        label={t('auth.profile.name')}
        autoComplete="off"
        value={fields.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <Field
        label={t('operator.console.staff.email')}
        type="email"
        autoComplete="off"
        value={fields.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <RoleSelect value={fields.role} onChange={(role) => setFields({ ...fields, role })} />
      <NewPasswordField
        label={t('operator.console.staff.password')}
        value={fields.password}
        onChange={set('password')}
        error={errors.password}
      />
    </ConsoleForm>
  )
}
