import { lazy, Suspense, useState } from 'react'
import { saveProfile, useAuth } from '#client/shop/stores/auth'
import { closeModal, useUi } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { useSite } from '#client/ui/site'
import { isApiError } from '#shared/api-client'
import { displayDate } from '#shared/profile'
import { finishSignIn } from './return-to'

// The calendar is a few dozen kilobytes: it loads when a customer opens it, not with every page.
const BirthdayPicker = lazy(() => import('./BirthdayPicker'))

type Errors = Partial<Record<'name' | 'surname' | 'birthday', string>>

/** Spec §2, §5: the profile after sign-up: name, surname and an 18+ birthday, once. */
export function ProfileModal() {
  const { t, lang, price } = useI18n()
  const { modal } = useUi()
  // The gift is promised only when the bonus rules give one (null otherwise), with its amount, to
  // a customer who has not given the birthday yet.
  const gift = useSite().birthdayGift
  const { profile } = useAuth()
  const [name, setName] = useState(profile?.name ?? '')
  const [surname, setSurname] = useState(profile?.surname ?? '')
  const [birthday, setBirthday] = useState<string | null>(profile?.birthday ?? null)
  const [picking, setPicking] = useState(false)
  const [loading, setLoading] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const locked = Boolean(profile?.birthday)

  const submit = async () => {
    setLoading(true)
    setErrors({})
    try {
      await saveProfile(lang, { name, surname, birthday })
      finishSignIn(lang)
    } catch (failure) {
      // Spec §8: 422 messages go under their fields; any other failure is ignored.
      if (isApiError(failure, 422)) setErrors(failure.errors ?? {})
    } finally {
      setLoading(false)
    }
  }

  const field = (key: keyof Errors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `profile-${key}-error` : undefined,
  })
  const error = (key: keyof Errors) =>
    errors[key] ? (
      <p className="field-error" id={`profile-${key}-error`}>
        {errors[key]}
      </p>
    ) : null

  return (
    <Overlay
      open={modal === 'authProfile'}
      onClose={() => closeModal('authProfile')}
      title={t('auth.profile.title')}
      testId="profile-modal"
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <p>{t('auth.profile.text')}</p>
        {gift && !locked && <p>{t('auth.profile.birthdayGift', { amount: price(gift.amount) })}</p>}
        <label className="field">
          <span className="field__label">{t('auth.profile.name')}</span>
          <input
            // The first thing asked: focused when the modal opens (the overlay focuses it).
            data-autofocus
            autoComplete="given-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            {...field('name')}
          />
        </label>
        {error('name')}
        <label className="field">
          <span className="field__label">{t('auth.profile.surname')}</span>
          <input
            autoComplete="family-name"
            value={surname}
            onChange={(e) => setSurname(e.target.value)}
            {...field('surname')}
          />
        </label>
        {error('surname')}
        <div className="field">
          <span className="field__label" id="birthday-label">
            {t('auth.profile.birthday')}
          </span>
          <button
            type="button"
            className="date-field"
            aria-labelledby="birthday-label birthday-value"
            aria-expanded={picking}
            disabled={locked}
            onClick={() => setPicking((p) => !p)}
            {...field('birthday')}
          >
            <span id="birthday-value">
              {birthday ? displayDate(birthday) : t('auth.profile.birthdayPlaceholder')}
            </span>
          </button>
          {picking && !locked && (
            <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
              <BirthdayPicker
                value={birthday}
                onPick={(value) => {
                  setBirthday(value)
                  setPicking(false)
                }}
              />
            </Suspense>
          )}
        </div>
        {error('birthday')}
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {loading ? t('common.loading') : t('auth.continue')}
        </button>
      </form>
    </Overlay>
  )
}
