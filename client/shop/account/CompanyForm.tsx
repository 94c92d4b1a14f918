import { useId, useState } from 'react'
import { CompanyFields, NO_COMPANY } from '#client/shop/checkout/CompanyFields'
import { useSavedCompany } from '#client/shop/checkout/useSavedCompany'
import { authApi } from '#client/shop/stores/auth'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'
import type { Company } from '#shared/company'

/** The company the checkout offers for invoices: the customer corrects it or removes it here. */
export function CompanyForm() {
  const { t, lang } = useI18n()
  const id = useId()
  const saved = useSavedCompany(lang)
  const [draft, setDraft] = useState<Company | null>(null)
  const [kept, setKept] = useState(true)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const company = draft ?? (kept ? saved : null) ?? NO_COMPANY
  const has = kept && (draft !== null || saved !== null)
  const run = async (work: () => Promise<string>) => {
    setErrors({})
    setStatus('')
    try {
      setStatus(await work())
    } catch (failure) {
      const fields = isApiError(failure) ? (failure.errors ?? {}) : {}
      // The API names the fields as sent (eik); the form shows them under company.eik.
      setErrors(
        Object.keys(fields).length
          ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [`company.${k}`, v]))
          : { form: isApiError(failure) ? failure.message : t('account.data.failed') },
      )
    }
  }
  const save = () =>
    run(async () => {
      const { data } = await authApi(lang).post('/api/profile/company', company)
      setDraft(data)
      setKept(true)
      return t('account.saved')
    })
  const remove = () =>
    run(async () => {
      await authApi(lang).delete('/api/profile/company')
      setDraft(null)
      setKept(false)
      return t('account.company.removed')
    })
  return (
    <form
      className="form card account-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 id={`${id}-title`}>{t('account.company.title')}</h2>
      <p className="field__hint">{t('account.company.hint')}</p>
      <CompanyFields company={company} onChange={setDraft} problems={errors} prefix="company" />
      {errors.form && <p className="field-error">{errors.form}</p>}
      <div className="account-actions">
        <button type="submit" className="button">
          {t('account.company.save')}
        </button>
        {has && (
          <button type="button" className="link-button" onClick={() => void remove()}>
            {t('account.company.remove')}
          </button>
        )}
      </div>
      <p role="status">{status}</p>
    </form>
  )
}
