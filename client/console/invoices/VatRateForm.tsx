import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { countOrText } from '#client/console/form/price-input'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { InvoicesOverview } from '#shared/contract/operator/invoices'

type Settings = InvoicesOverview['settings']

/** The VAT rate the prices include, for the invoices issued from now on (admins). */
export function VatRateForm({ settings }: { settings: Settings }) {
  const { t, lang } = useI18n()
  const [rate, setRate] = useState(String(settings.vatRate))
  const [done, setDone] = useState('')
  const { busy, errors, run } = useAction()
  const save = () =>
    run(async () => {
      setDone('')
      const { data } = await consoleApi(lang).post('/api/operator/invoices/settings', {
        vatRate: countOrText(rate),
      })
      setRate(String(data.vatRate))
      setDone(t('operator.invoices.rateSaved'))
    })
  return (
    <ConsoleForm
      onSubmit={save}
      busy={busy}
      error={errors.form}
      done={done}
      submit={t('account.save')}
      labelledBy="vat-rate-title"
    >
      <h2 id="vat-rate-title">{t('operator.invoices.rateTitle')}</h2>
      <Field
        label={t('operator.invoices.rate')}
        hint={t('operator.invoices.rateHint')}
        inputMode="numeric"
        autoComplete="off"
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        error={errors.vatRate}
        required
      />
    </ConsoleForm>
  )
}
