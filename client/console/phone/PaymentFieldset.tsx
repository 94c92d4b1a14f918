import { Field, TextAreaField } from '#client/console/form/Field'
import { useI18n } from '#client/ui/i18n'
import { PAYMENTS, type PhoneOrder } from './usePhoneOrderForm'

type Props = Pick<PhoneOrder, 'form' | 'change' | 'customer' | 'quote' | 'problems'>

/** How the caller pays, their bonuses and promo code, and the extras: persons and a comment. */
export function PaymentFieldset({ form, change, customer, quote, problems }: Props) {
  const { t, price } = useI18n()
  return (
    <fieldset className="card phone-order__part">
      <legend>{t('operator.console.phone.payment')}</legend>
      <div className="segmented">
        {PAYMENTS.map((type) => (
          <label key={type} className="segmented__option">
            <input
              type="radio"
              name="paymentType"
              checked={form.paymentType === type}
              onChange={() => change({ paymentType: type })}
            />
            {t(`account.payment.${type}`)}
          </label>
        ))}
      </div>
      {customer && customer.balance > 0 && (
        <label className="check">
          <input
            type="checkbox"
            checked={form.bonuses}
            onChange={(event) => change({ bonuses: event.target.checked })}
          />
          {t('operator.console.phone.useBonuses', { amount: price(quote?.bonusAllowed ?? 0) })}
        </label>
      )}
      <Field
        label={t('checkout.promo.label')}
        value={form.promoCode}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => change({ promoCode: event.target.value })}
        error={problems.promoCode}
      />
      <Field
        label={t('checkout.persons')}
        type="number"
        min={0}
        max={20}
        value={form.persons}
        onChange={(event) =>
          change({ persons: Math.max(0, Math.min(20, Number(event.target.value))) })
        }
      />
      <TextAreaField
        label={t('checkout.comment')}
        value={form.comment}
        maxLength={500}
        onChange={(event) => change({ comment: event.target.value })}
      />
    </fieldset>
  )
}
