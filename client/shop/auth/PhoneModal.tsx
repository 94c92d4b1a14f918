import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { closeModal, useUi } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { formatPhone, PHONE_PLACEHOLDER } from '#shared/phone'
import { requestCode } from './sign-in'

/** Spec §2: the phone modal, with an international mask and a loading Continue button. */
export function PhoneModal() {
  const { t, lang } = useI18n()
  const { lineSuffix } = usePageContext()
  const { modal } = useUi()
  const [phone, setPhone] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const submit = async () => {
    setLoading(true)
    setError('')
    try {
      await requestCode(lang, lineSuffix, phone)
    } catch {
      // Spec §8: any failure shows the invalid phone message.
      setError(t('auth.phone.invalid'))
    } finally {
      setLoading(false)
    }
  }
  return (
    <Overlay
      open={modal === 'authPhone'}
      onClose={() => closeModal('authPhone')}
      title={t('auth.phone.title')}
      testId="phone-modal"
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <p>{t('auth.phone.text')}</p>
        <label className="field">
          <span className="field__label">{t('auth.phone.label')}</span>
          <input
            // Spec §2: focused on open (the overlay focuses it once the dialog is shown).
            data-autofocus
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            value={phone}
            onChange={(event) => setPhone(formatPhone(event.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'phone-error' : undefined}
            required
          />
        </label>
        {error && (
          <p className="field-error" id="phone-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {loading ? t('common.loading') : t('auth.continue')}
        </button>
      </form>
    </Overlay>
  )
}
