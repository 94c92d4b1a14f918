import { useData } from 'vike-react/useData'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { useI18n } from '#client/ui/i18n'
import { FieldError } from './FieldError'
import type { Checkout, Form } from './useCheckoutForm'

type Props = Pick<Checkout, 'form' | 'change' | 'problems'>

/** How the customer pays, of the ways the shop takes. */
export function PaymentFieldset({ form, change, problems }: Props) {
  const { paymentTypes } = useData<CheckoutData>()
  const { t } = useI18n()
  return (
    <fieldset className="card">
      <legend>{t('checkout.payment')}</legend>
      {paymentTypes.map((type) => (
        <label key={type.code} className="check">
          <input
            type="radio"
            name="paymentType"
            checked={form.paymentType === type.code}
            onChange={() => change({ paymentType: type.code as Form['paymentType'] })}
          />
          {type.name}
        </label>
      ))}
      <FieldError field="paymentType" problems={problems} />
    </fieldset>
  )
}
