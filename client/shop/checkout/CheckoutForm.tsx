import { useEffect, useRef } from 'react'
import { OrderSummary } from '#client/ui/order/OrderSummary'
import { DeliveryFieldset } from './DeliveryFieldset'
import { ExtrasFieldset } from './ExtrasFieldset'
import { FieldError } from './FieldError'
import { focusFirstError } from './focus-first-error'
import { InvoiceFieldset } from './InvoiceFieldset'
import { NameField } from './NameField'
import { OrderButton } from './OrderButton'
import { PaymentFieldset } from './PaymentFieldset'
import { PromoCodeField } from './PromoCodeField'
import { TimeFieldset } from './TimeFieldset'
import { useCheckoutForm } from './useCheckoutForm'
import '#client/ui/segmented.css'
import './checkout.css'

export function CheckoutForm() {
  const checkout = useCheckoutForm()
  const { form, change, when, asapClosed, days, slot, quote, problems, sending, submit } = checkout
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (checkout.refusals && formRef.current) focusFirstError(formRef.current)
  }, [checkout.refusals])
  return (
    <form
      ref={formRef}
      className="checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="checkout__fields">
        {checkout.needsName && <NameField form={form} change={change} problems={problems} />}
        <DeliveryFieldset
          form={form}
          change={change}
          problems={problems}
          savedAddresses={checkout.savedAddresses}
          quote={quote}
        />
        <TimeFieldset
          change={change}
          when={when}
          asapClosed={asapClosed}
          days={days}
          slot={slot}
          quote={quote}
          problems={problems}
        />
        <PaymentFieldset form={form} change={change} problems={problems} />
        <ExtrasFieldset form={form} change={change} quote={quote} problems={problems} />
        <InvoiceFieldset form={form} change={change} problems={problems} />
      </div>

      <aside className="checkout__summary">
        <PromoCodeField problems={problems} />
        <OrderSummary quote={quote} orderType={form.orderType} />
        <FieldError field="lines" problems={problems} />
        <FieldError field="subtotal" problems={problems} />
        <FieldError field="total" problems={problems} />
        <FieldError field="form" problems={problems} />
        <OrderButton form={form} quote={quote} sending={sending} />
      </aside>
    </form>
  )
}
