import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field, NewPasswordField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { PASSWORD_MIN } from '#shared/staff'

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' }

/** A new password for the signed-in member (12 characters at least); their other sessions end. */
export function PasswordForm() {
  const { t, lang } = useI18n()
  const [fields, setFields] = useState(EMPTY)
  const [done, setDone] = useState(false)
  const { busy, errors, setErrors, run } = useAction()
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value })

  const submit = async () => {
    setDone(false)
    if (fields.newPassword.length < PASSWORD_MIN) {
      setErrors({ newPassword: t('validation.tooShort', { min: PASSWORD_MIN }) })
      return
    }
    if (fields.repeat !== fields.newPassword) {
      setErrors({ repeat: t('operator.console.password.mismatch') })
      return
    }
    const { currentPassword, newPassword } = fields
    const changed = await run(() =>
      consoleApi(lang).post('/api/operator/me/password', { currentPassword, newPassword }),
    )
    if (changed) setFields(EMPTY)
    setDone(changed)
  }

  return (
    <ConsoleForm
      onSubmit={submit}
      busy={busy}
      error={errors.form}
      done={done ? t('operator.console.password.changed') : ''}
      submit={t('operator.console.password.submit')}
    >
      <Field
        label={t('operator.console.password.current')}
        type="password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
        required
      />
      <NewPasswordField
        label={t('operator.console.password.new')}
        value={fields.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <Field
        label={t('operator.console.password.repeat')}
        type="password"
        autoComplete="new-password"
        value={fields.repeat}
        onChange={set('repeat')}
        error={errors.repeat}
        required
      />
    </ConsoleForm>
  )
}
