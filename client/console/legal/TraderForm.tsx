import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { Field } from '#client/console/form/Field'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { StoredTrader } from '#shared/contract/operator/site'
import type { Localized } from '#shared/localized'

const EMPTY: Localized = { bg: '', ru: '', en: '', uk: '' }
const BLANK: StoredTrader = {
  legal_name: '',
  legal_form: EMPTY,
  eik: '',
  vat_number: '',
  address: EMPTY,
  email: '',
  phone: '',
  food_registration: '',
  authority_name: EMPTY,
  authority_address: EMPTY,
  authority_url: 'https://kzp.bg',
}
const LINES = [
  'legal_name',
  'eik',
  'vat_number',
  'email',
  'phone',
  'food_registration',
  'authority_url',
] as const
const TEXTS = ['legal_form', 'address', 'authority_name', 'authority_address'] as const

/** Who sells, as every storefront page's footer, the company page and the structured data say it. */
export function TraderForm({ trader }: { trader: StoredTrader | null }) {
  const { t, lang } = useI18n()
  const [values, setValues] = useState<StoredTrader>(trader ?? BLANK)
  const [done, setDone] = useState('')
  const { busy, errors, run } = useAction()
  const label = (name: string) => t(`operator.console.legal.trader.${name}`)
  const save = () =>
    run(async () => {
      setDone('')
      await consoleApi(lang).post('/api/operator/site/trader', values)
      setDone(t('operator.console.options.saved'))
    })
  return (
    <form
      className="card form"
      noValidate
      aria-labelledby="trader-title"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 id="trader-title">{t('operator.console.legal.trader.title')}</h2>
      {LINES.map((name) => (
        <Field
          key={name}
          label={label(name)}
          value={values[name]}
          error={errors[name]}
          maxLength={300}
          required={name !== 'vat_number'}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      ))}
      <LanguageFieldsets
        texts={TEXTS.map((name) => ({ name, label: label(name), maxLength: 300, required: true }))}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
      />
      <div className="field-error" role="alert">
        {errors.form}
      </div>
      <p className="console-done" role="status">
        {done}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {t('account.save')}
      </button>
    </form>
  )
}
