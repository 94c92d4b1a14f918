import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { CompanyForm } from '#client/shop/account/CompanyForm'
import { DataRights } from '#client/shop/account/DataRights'
import { PushDevices } from '#client/shop/account/PushDevices'
import { SavedAddresses } from '#client/shop/account/SavedAddresses'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { logout, saveProfile, useAuth } from '#client/shop/stores/auth'
import { setStatusSms } from '#client/shop/stores/notifications'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'
import { formatPhone } from '#shared/phone'
import { displayDate } from '#shared/profile'

/** Name and surname can be edited; phone and birthday are shown (the birthday is set once). */
export default function Page() {
  const { t, lang, href } = useI18n()
  const { profile } = useAuth()
  const [name, setName] = useState<string | null>(null)
  const [surname, setSurname] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  if (!profile) return <PageIntro lead={t('common.loading')} />
  const current = { name: name ?? profile.name, surname: surname ?? profile.surname }
  const signOut = async (everywhere: boolean) => {
    await logout(lang, everywhere).catch(() => {})
    await navigate(href('/'))
  }
  return (
    <PageIntro>
      <form
        className="form card account-form"
        onSubmit={async (event) => {
          event.preventDefault()
          setErrors({})
          setSaved(false)
          try {
            await saveProfile(lang, { ...current, birthday: profile.birthday })
            setSaved(true)
          } catch (failure) {
            if (isApiError(failure) && failure.errors) setErrors(failure.errors)
          }
        }}
      >
        <label className="field">
          <span className="field__label">{t('auth.profile.name')}</span>
          <input
            value={current.name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="given-name"
            aria-invalid={errors.name ? true : undefined}
          />
        </label>
        {errors.name && <p className="field-error">{errors.name}</p>}
        <label className="field">
          <span className="field__label">{t('auth.profile.surname')}</span>
          <input
            value={current.surname}
            onChange={(e) => setSurname(e.target.value)}
            autoComplete="family-name"
            aria-invalid={errors.surname ? true : undefined}
          />
        </label>
        {errors.surname && <p className="field-error">{errors.surname}</p>}
        <dl className="facts">
          <div>
            <dt>{t('auth.phone.label')}</dt>
            <dd>{formatPhone(profile.phone)}</dd>
          </div>
          <div>
            <dt>{t('auth.profile.birthday')}</dt>
            <dd>
              {profile.birthday ? displayDate(profile.birthday) : t('auth.profile.noBirthday')}
            </dd>
          </div>
        </dl>
        <button type="submit" className="button">
          {t('account.save')}
        </button>
        <p role="status">{saved ? t('account.saved') : ''}</p>
      </form>
      <fieldset className="card account-form">
        <legend>{t('account.notifications.title')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={profile.status_sms}
            onChange={(event) => void setStatusSms(lang, event.target.checked).catch(() => {})}
          />
          {t('account.notifications.statusSms')}
        </label>
      </fieldset>
      <SavedAddresses />
      <PushDevices />
      <CompanyForm />
      <div className="account-actions">
        <button type="button" className="button button--ghost" onClick={() => void signOut(false)}>
          {t('account.logout')}
        </button>
        <button type="button" className="link-button" onClick={() => void signOut(true)}>
          {t('account.logoutEverywhere')}
        </button>
      </div>
      <DataRights />
    </PageIntro>
  )
}
