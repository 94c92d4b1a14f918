import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useAuth } from '#client/shop/stores/auth'
import { closeModal, openModal, useUi } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { isApiError } from '#shared/api-client'
import { formatPhone } from '#shared/phone'
import { finishSignIn } from './return-to'
import { checkCode, requestCode } from './sign-in'

export const RESEND_SECONDS = 60

/** Spec §2: the code modal. One input (so paste and SMS autofill work) drawn as one cell a digit. */
export function CodeModal() {
  const { t, lang } = useI18n()
  const { lineSuffix } = usePageContext()
  const { modal } = useUi()
  const { codeLength, phone } = useAuth()
  const open = modal === 'authCode'
  const [code, setCode] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [wait, setWait] = useState(RESEND_SECONDS)
  // One check per code: the last digit submits it, so Continue (or Enter) with the same code, even in
  // the same instant, sends nothing more (a second failed check would use up an attempt).
  const sent = useRef('')
  const [sentCode, setSentCode] = useState('')

  useEffect(() => {
    if (!open) return
    sent.current = ''
    setSentCode('')
    setCode('')
    setError('')
    setWait(RESEND_SECONDS)
  }, [open])
  useEffect(() => {
    if (!open || wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [open, wait])

  const submit = async (value: string) => {
    if (sent.current === value) return
    sent.current = value
    setSentCode(value)
    setLoading(true)
    setError('')
    try {
      const outcome = await checkCode(lang, value)
      if (outcome === 'login') finishSignIn(lang)
    } catch (failure) {
      if (isApiError(failure, 422)) {
        setError(failure.errors?.code ?? failure.message)
      } else if (isApiError(failure, 404)) {
        setError(t('auth.code.notFound'))
      } else {
        setError(isApiError(failure) ? failure.message : t('auth.code.notFound'))
      }
    } finally {
      setLoading(false)
    }
  }

  const resend = async () => {
    try {
      await requestCode(lang, lineSuffix, phone)
      setWait(RESEND_SECONDS)
    } catch {
      setError(t('auth.phone.invalid'))
    }
  }

  return (
    <Overlay
      open={open}
      onClose={() => closeModal('authCode')}
      title={t('auth.code.title')}
      testId="code-modal"
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(code)
        }}
        noValidate
      >
        <p>{t('auth.code.text', { phone: formatPhone(phone) })}</p>
        <label className="field">
          <span className="field__label">{t('auth.code.label')}</span>
          <span className="otp" data-length={codeLength}>
            <input
              // Spec §2: focused on open (the overlay focuses it once the dialog is shown).
              data-autofocus
              className="otp__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d*"
              maxLength={codeLength}
              value={code}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '').slice(0, codeLength)
                setCode(digits)
                if (digits.length === codeLength) void submit(digits)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'code-error' : undefined}
            />
            <span className="otp__cells" aria-hidden="true">
              {Array.from({ length: codeLength }, (_, position) => position).map((i) => (
                <span
                  key={i}
                  className="otp__cell"
                  data-filled={i < code.length}
                  data-current={i === code.length}
                >
                  {code[i] ?? ''}
                </span>
              ))}
            </span>
          </span>
        </label>
        {error && (
          <p className="field-error" id="code-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button"
          disabled={loading || code.length !== codeLength || code === sentCode}
          aria-busy={loading}
        >
          {loading ? t('common.loading') : t('auth.continue')}
        </button>
        <p className="form__aside">
          {wait > 0 ? (
            <span aria-live="polite">{t('auth.code.resendIn', { seconds: wait })}</span>
          ) : (
            <button type="button" className="link-button" onClick={() => void resend()}>
              {t('auth.code.resend')}
            </button>
          )}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              closeModal('authCode')
              openModal('authPhone')
            }}
          >
            {t('auth.code.changePhone')}
          </button>
        </p>
      </form>
    </Overlay>
  )
}
