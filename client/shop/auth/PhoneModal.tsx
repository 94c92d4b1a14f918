import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { closeModal, useUi } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { isApiError } from '#shared/api-client'
import { legalPath } from '#shared/legal'
import { PHONE_PLACEHOLDER } from '#shared/phone'
import { typedPhone } from '#shared/phone-input'
import { requestCode } from './sign-in'

/** Spec §2: the phone modal, with an international mask and a loading Continue button. */
export function PhoneModal() {
  const { t, lang, href } = useI18n()
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
    } catch (failure) {
      // Spec §8: any failure shows the invalid phone message, but another country's number is
      // told which numbers are texted (the server's list: SMS_ALLOWED_DIAL_CODES).
      const country = isApiError(failure, 422) ? failure.errors?.phone : undefined
      setError(country ?? t('auth.phone.invalid'))
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
            onChange={(event) => setPhone(typedPhone(event.target.value))}
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
        <p className="field__hint">
          {t('auth.phone.privacy')}{' '}
          <a href={href(legalPath('privacy'))} target="_blank" rel="noopener">
            {t('legal.docs.privacy')}
          </a>
        </p>
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {loading ? t('common.loading') : t('auth.continue')}
        </button>
      </form>
    </Overlay>
  )
}
