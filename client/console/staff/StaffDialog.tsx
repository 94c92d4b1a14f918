import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { Field, NewPasswordField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { StaffView } from '#shared/contract/operator/staff'
import { RoleSelect } from './RoleSelect'

type Props = {
  member: StaffView
  /** Admins cannot change their own role or disable themselves (the API refuses it too). */
  self: boolean
  onClose: () => void
  onChange: (member: StaffView) => void
}

/** One account's settings: name, role, enabled; a new password; two-step sign-in turned off. */
export function StaffDialog({ member, self, onClose, onChange }: Props) {
  const { t, lang } = useI18n()
  const [fields, setFields] = useState({
    name: member.name,
    role: member.role,
    active: member.active,
  })
  const [password, setPassword] = useState('')
  const [done, setDone] = useState('')
  const { busy, errors, run } = useAction()
  const params = { id: member.id }
  const send = (save: () => Promise<{ data: StaffView }>, message: string) =>
    run(async () => {
      setDone('')
      const { data } = await save()
      onChange(data)
      setDone(message)
    })

  return (
    <Overlay open onClose={onClose} title={member.name} testId="staff-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send(
            () => consoleApi(lang).post('/api/operator/staff/{id}', fields, { params }),
            t('operator.console.staff.saved'),
          )
        }}
      >
        <Field
          label={t('auth.profile.name')}
          data-autofocus
          value={fields.name}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
          error={errors.name}
          required
        />
        <RoleSelect
          value={fields.role}
          disabled={self}
          onChange={(role) => setFields({ ...fields, role })}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={fields.active}
            disabled={self}
            onChange={(event) => setFields({ ...fields, active: event.target.checked })}
          />
          {t('operator.console.staff.active')}
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('account.save')}
        </button>
      </form>
      <form
        className="form staff-dialog__part"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send(
            () =>
              consoleApi(lang).post('/api/operator/staff/{id}/password', { password }, { params }),
            t('operator.console.staff.passwordSet'),
          ).then((set) => set && setPassword(''))
        }}
      >
        <NewPasswordField
          label={t('operator.console.staff.newPassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <button type="submit" className="button button--ghost" disabled={busy}>
          {t('operator.console.staff.setPassword')}
        </button>
      </form>
      {member.totpEnabled && (
        <div className="staff-dialog__part">
          <p>{t('operator.console.staff.totpOn')}</p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() =>
              void send(
                () => consoleApi(lang).post('/api/operator/staff/{id}/totp/reset', {}, { params }),
                t('operator.console.staff.totpReset'),
              )
            }
          >
            {t('operator.console.staff.resetTotp')}
          </button>
        </div>
      )}
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <p className="console-done" role="status">
        {done}
      </p>
    </Overlay>
  )
}
