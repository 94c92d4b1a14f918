import { useData } from 'vike-react/useData'
import { CustomerLookup } from '#client/console/phone/CustomerLookup'
import { DishesFieldset } from '#client/console/phone/DishesFieldset'
import { PaymentFieldset } from '#client/console/phone/PaymentFieldset'
import { usePhoneOrderForm } from '#client/console/phone/usePhoneOrderForm'
import { WhereFieldset } from '#client/console/phone/WhereFieldset'
import type { ViewData } from '#client/console/sections'
import { useFormats } from '#client/ui/format'
import { useHydrated } from '#client/ui/hydrated'
import { useI18n } from '#client/ui/i18n'
import { OrderSummary } from '#client/ui/order/OrderSummary'
import '#client/ui/segmented.css'

/**
 * An order taken on the phone: the caller's number and name, where it goes, the dishes with their
 * options, and the server's pricing of exactly this request (the shop's own rules); placed, it
 * goes to the board and into the customer's account.
 */
export function PhoneOrderView() {
  const { dishes, zones, restaurants } = useData<ViewData<'phone'>>()
  const { t } = useI18n()
  const { promised } = useFormats()
  const order = usePhoneOrderForm({ zones, restaurants })
  const { form, change, quote, problems } = order
  // The fields are React's state: what was typed before hydration would be reset by it, and a lookup
  // sent with an empty number. They wait for the page, as the console's sign-in button does.
  const hydrated = useHydrated()
  return (
    // Not a submitting form: Enter in a field (the dish search above all) must never place an
    // order; only the button does, once the summary says what and when.
    <form className="console-page phone-order" onSubmit={(event) => event.preventDefault()}>
      <h1>{t('pages.console.phone.title')}</h1>
      <fieldset className="phone-order__parts" disabled={!hydrated}>
        <CustomerLookup
          phone={form.phone}
          name={form.name}
          language={form.language}
          customer={order.customer}
          errors={order.errors}
          onPhone={(phone) => change({ phone })}
          onName={(name) => change({ name })}
          onLanguage={(language) => change({ language })}
          onCustomer={order.setCustomer}
        />
        <WhereFieldset {...{ zones, restaurants, form, change, problems }} />
        <DishesFieldset
          dishes={dishes}
          form={form}
          add={order.add}
          remove={order.remove}
          quote={quote}
        />
        <PaymentFieldset {...{ form, change, quote, problems }} customer={order.customer} />
      </fieldset>
      {order.priceable && (quote || !order.refused) && (
        <OrderSummary quote={quote} orderType={form.orderType} />
      )}
      {quote?.promisedAt && (
        <p className="phone-order__promise" data-testid="phone-promise" suppressHydrationWarning>
          {t('account.progress.promised', { time: promised(quote.promisedAt) })}
        </p>
      )}
      {Object.entries(problems).length > 0 && (
        // The alert wraps the list: a list that is itself an alert loses its items' semantics.
        <div role="alert">
          <ul className="field-error">
            {[...new Set(Object.values(problems))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        className="button"
        disabled={order.busy || !quote}
        onClick={order.place}
      >
        {t('operator.console.phone.place')}
      </button>
    </form>
  )
}
