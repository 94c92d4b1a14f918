import { useI18n } from '#client/ui/i18n'
import { OrderSummary } from '#client/ui/order/OrderSummary'
import { DeliveryFieldset } from './DeliveryFieldset'
import { ExtrasFieldset } from './ExtrasFieldset'
import { FieldError } from './FieldError'
import { PaymentFieldset } from './PaymentFieldset'
import { TimeFieldset } from './TimeFieldset'
import { useCheckoutForm } from './useCheckoutForm'
import '#client/ui/segmented.css'
import './checkout.css'

export function CheckoutForm() {
  const { t } = useI18n()
  const { form, change, when, paused, days, slot, quote, problems, sending, submit } =
    useCheckoutForm()
  return (
    <form
      className="checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="checkout__fields">
        <DeliveryFieldset form={form} change={change} problems={problems} />
        <TimeFieldset
          change={change}
          when={when}
          paused={paused}
          days={days}
          slot={slot}
          quote={quote}
          problems={problems}
        />
        <PaymentFieldset form={form} change={change} problems={problems} />
        <ExtrasFieldset form={form} change={change} quote={quote} problems={problems} />
      </div>

      <aside className="checkout__summary">
        <OrderSummary quote={quote} />
        <FieldError field="lines" problems={problems} />
        <FieldError field="subtotal" problems={problems} />
        <FieldError field="total" problems={problems} />
        <FieldError field="form" problems={problems} />
        <button
          type="submit"
          className="button checkout__submit"
          disabled={sending || !quote}
          aria-busy={sending}
        >
          {sending
            ? t('common.loading')
            : form.paymentType === 'card_online'
              ? t('checkout.payNow')
              : t('checkout.place')}
        </button>
      </aside>
    </form>
  )
}
