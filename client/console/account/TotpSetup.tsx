import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { Field, TotpCodeField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { TotpQr } from './TotpQr'

type Enrolment = { secret: string; uri: string }

/**
 * Two-step sign-in (RFC 6238): the password again, then the key for an authenticator app (a QR
 * code to scan, the otpauth:// address to paste, or the key to type), then a first code from the
 * app turns it on.
 */
export function TotpSetup({ enabled: enabledAtFirst }: { enabled: boolean }) {
  const { t, lang } = useI18n()
  const [enabled, setEnabled] = useState(enabledAtFirst)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { busy, errors, run } = useAction()

  const start = () =>
    run(async () => {
      const { data } = await consoleApi(lang).post('/api/operator/me/totp', { password })
      setPassword('')
      setEnrolment(data)
    })
  const confirm = () =>
    run(async () => {
      await consoleApi(lang).post('/api/operator/me/totp/confirm', { code })
      setEnrolment(null)
      setEnabled(true)
    })

  if (enabled) {
    return (
      <p className="console-done" role="status">
        {t('operator.console.totp.on')}
      </p>
    )
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void (enrolment ? confirm() : start())
      }}
    >
      {enrolment ? (
        <>
          <p>{t('operator.console.totp.scan')}</p>
          <TotpQr uri={enrolment.uri} label={t('operator.console.totp.qr')} />
          <dl className="facts">
            <div>
              <dt>{t('operator.console.totp.key')}</dt>
              <dd className="console-code" data-testid="totp-secret">
                {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
              </dd>
            </div>
            <div>
              <dt>{t('operator.console.totp.uri')}</dt>
              <dd className="console-code console-code--wrap">{enrolment.uri}</dd>
            </div>
          </dl>
          <TotpCodeField code={code} onCode={setCode} error={errors.code} />
        </>
      ) : (
        <>
          <p>{t('operator.console.totp.off')}</p>
          <Field
            label={t('operator.console.password.current')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            required
          />
        </>
      )}
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t(enrolment ? 'operator.console.totp.confirm' : 'operator.console.totp.start')}
      </button>
    </form>
  )
}
