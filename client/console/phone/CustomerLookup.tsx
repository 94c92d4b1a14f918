import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { Field, SelectField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { LANGS, type Lang } from '#shared/locales'

export type PhoneCustomer = { id: number; name: string; phone: string; balance: number }

type Props = {
  phone: string
  onPhone: (phone: string) => void
  name: string
  onName: (name: string) => void
  /** The language the customer speaks: their text messages speak it. */
  language: Lang
  onLanguage: (language: Lang) => void
  /** The customer the number belongs to: null when new, undefined until looked up. */
  customer: PhoneCustomer | null | undefined
  onCustomer: (customer: PhoneCustomer | null | undefined) => void
  errors: Record<string, string>
}

/** The caller's number, looked up as sign-in keeps it: a known customer, or a new one to name. */
export function CustomerLookup({
  phone,
  onPhone,
  name,
  onName,
  customer,
  onCustomer,
  errors,
  language,
  onLanguage,
}: Props) {
  const { t, lang, price } = useI18n()
  const lookup = useAction()
  const [asked, setAsked] = useState('')
  const find = () =>
    void lookup.run(async () => {
      const { data } = await consoleApi(lang).get('/api/operator/customers', { query: { phone } })
      setAsked(phone)
      onCustomer(data)
      if (data?.name) onName(data.name)
    })
  const known = customer && asked === phone ? customer : null
  return (
    <fieldset className="card phone-order__part">
      <legend>{t('operator.console.phone.customer')}</legend>
      <div className="phone-order__lookup">
        <Field
          label={t('operator.console.phone.phone')}
          hint={t('operator.console.phone.phoneHint')}
          type="tel"
          autoComplete="off"
          value={phone}
          error={lookup.errors.phone ?? errors.phone}
          onChange={(event) => {
            onPhone(event.target.value)
            onCustomer(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              find()
            }
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={lookup.busy}
          onClick={find}
        >
          {t('operator.console.phone.find')}
        </button>
      </div>
      <p role="status" className="console-muted">
        {known
          ? t('operator.console.phone.known', {
              name: known.name || t('operator.console.phone.unnamed'),
              balance: price(known.balance),
            })
          : customer === null && t('operator.console.phone.new')}
      </p>
      <Field
        label={t('operator.console.phone.name')}
        value={name}
        maxLength={100}
        disabled={Boolean(known?.name)}
        onChange={(event) => onName(event.target.value)}
      />
      <SelectField
        label={t('operator.console.phone.language')}
        value={language}
        onChange={(event) => onLanguage(event.target.value as Lang)}
      >
        {LANGS.map((code) => (
          <option key={code} value={code}>
            {t(`operator.console.languages.${code}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  )
}
