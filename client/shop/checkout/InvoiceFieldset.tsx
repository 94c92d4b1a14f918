import { useI18n } from '#client/ui/i18n'
import { CompanyFields } from './CompanyFields'
import type { Checkout } from './useCheckoutForm'

type Props = Pick<Checkout, 'form' | 'change' | 'problems'>

/** A company invoice, when the customer asks for one: the company's details, kept for next time. */
export function InvoiceFieldset({ form, change, problems }: Props) {
  const { t } = useI18n()
  return (
    <fieldset className="card">
      <legend>{t('checkout.invoice.title')}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={form.invoice}
          onChange={(e) => change({ invoice: e.target.checked })}
        />
        <span>{t('checkout.invoice.ask')}</span>
      </label>
      {form.invoice && (
        <>
          <CompanyFields
            company={form.company}
            onChange={(company) => change({ company })}
            problems={problems}
            prefix="invoice"
          />
          <p className="field__hint">{t('checkout.invoice.kept')}</p>
        </>
      )}
    </fieldset>
  )
}
