import { useEffect, useMemo, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { Field, SelectField, TextAreaField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { CustomerLookup, type PhoneCustomer } from '#client/console/phone/CustomerLookup'
import { DishPicker } from '#client/console/phone/DishPicker'
import type { ViewData } from '#client/console/sections'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { type OrderQuote, OrderSummary } from '#client/ui/order/OrderSummary'
import { isApiError } from '#shared/api-client'
import { addLine, type CartLine } from '#shared/cart'
import { restaurantMoment } from '#shared/hours'
import type { Lang } from '#shared/locales'
import { digitsOnly } from '#shared/phone'
import { consoleApi } from '../api'
import '#client/ui/segmented.css'

const PAYMENTS = ['cash', 'card_on_delivery'] as const
const newKey = () => crypto.randomUUID()

/**
 * An order taken on the phone: the caller's number and name, where it goes, the dishes with their
 * options, and the server's pricing of exactly this request (the shop's own rules); placed, it
 * goes to the board and into the customer's account.
 */
export function PhoneOrderView() {
  const { dishes, zones, restaurants } = useData<ViewData<'phone'>>()
  const { t, lang, href, price } = useI18n()
  const { promised } = useFormats()
  const [phone, setPhone] = useState('')
  const [name, setName] = useState('')
  const [language, setLanguage] = useState<Lang>(lang)
  const [customer, setCustomer] = useState<PhoneCustomer | null | undefined>(undefined)
  const [orderType, setOrderType] = useState<'delivery' | 'pickup'>('delivery')
  const [regionId, setRegionId] = useState(zones[0]?.id ?? 0)
  const [restaurantId, setRestaurantId] = useState(restaurants[0]?.id ?? 0)
  const [address, setAddress] = useState({ street: '', entrance: '', floor: '', apartment: '' })
  const [lines, setLines] = useState<CartLine[]>([])
  const [persons, setPersons] = useState(1)
  const [comment, setComment] = useState('')
  /** A local date and time from the picker; empty for as soon as possible. */
  const [time, setTime] = useState('')
  const [paymentType, setPaymentType] = useState<(typeof PAYMENTS)[number]>('cash')
  const [bonuses, setBonuses] = useState(false)
  /** The code the caller reads out (a flyer's, say): priced by the server as at the checkout. */
  const [promoCode, setPromoCode] = useState('')
  const [quote, setQuote] = useState<OrderQuote | null>(null)
  /** What the quote's own check refused (a street too short, say): shown instead of a summary. */
  const [refused, setRefused] = useState<Record<string, string>>({})
  const [key, setKey] = useState(newKey)
  const { busy, errors, run } = useAction()

  const request = useMemo(
    () => ({
      phone,
      name,
      lang: language,
      lines,
      orderType,
      ...(orderType === 'delivery'
        ? { regionId, address: { ...address, note: '' } }
        : { restaurantId }),
      // The picker's day and time are the restaurant's, wherever the browser's clock is set.
      time: time ? restaurantMoment(time.slice(0, 10), time.slice(11, 16)).toISOString() : 'asap',
      paymentType,
      persons,
      comment,
      bonusToSpend: bonuses ? (quote?.bonusAllowed ?? 0) : 0,
      ...(promoCode.trim() ? { promoCode } : {}),
    }),
    [
      phone,
      name,
      language,
      lines,
      orderType,
      regionId,
      address,
      restaurantId,
      time,
      paymentType,
      persons,
      comment,
      bonuses,
      quote?.bonusAllowed,
      promoCode,
    ],
  )
  const priceable = lines.length > 0 && digitsOnly(phone).length >= 8

  // The summary is the server's pricing of this very request, refreshed as it changes.
  useEffect(() => {
    if (!priceable) return setQuote(null)
    let live = true
    const timer = setTimeout(() => {
      consoleApi(lang)
        .post('/api/operator/phone-orders/quote', request)
        .then(({ data }) => {
          if (!live) return
          setQuote(data)
          setRefused({})
        })
        .catch((failure) => {
          if (!live || !isApiError(failure, 422)) return
          setQuote(null)
          setRefused(failure.errors ?? {})
        })
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [request, priceable, lang])

  const place = () =>
    void run(async () => {
      const { data } = await consoleApi(lang)
        .post('/api/operator/phone-orders', request, {
          headers: {
            'Idempotency-Key': key,
          },
        })
        .finally(() => setKey(newKey()))
      await navigate(href(`/operator/orders/${data.id}`))
    })

  const problems = { ...quote?.problems, ...refused, ...errors }
  return (
    // Not a submitting form: Enter in a field (the dish search above all) must never place an
    // order; only the button does, once the summary says what and when.
    <form className="console-page phone-order" onSubmit={(event) => event.preventDefault()}>
      <h1>{t('pages.console.phone.title')}</h1>
      <CustomerLookup
        {...{ phone, name, customer, errors, language }}
        onLanguage={setLanguage}
        onPhone={setPhone}
        onName={setName}
        onCustomer={setCustomer}
      />
      <fieldset className="card phone-order__part">
        <legend>{t('operator.console.phone.where')}</legend>
        <div className="segmented">
          {(['delivery', 'pickup'] as const).map((type) => (
            <label key={type} className="segmented__option">
              <input
                type="radio"
                name="orderType"
                checked={orderType === type}
                onChange={() => setOrderType(type)}
              />
              {t(`account.orderType.${type}`)}
            </label>
          ))}
        </div>
        {orderType === 'delivery' ? (
          <>
            <SelectField
              label={t('operator.console.phone.zone')}
              value={regionId}
              error={problems.regionId}
              onChange={(event) => setRegionId(Number(event.target.value))}
            >
              {zones.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.name}
                </option>
              ))}
            </SelectField>
            {(['street', 'entrance', 'floor', 'apartment'] as const).map((part) => (
              <Field
                key={part}
                label={t(`checkout.${part}`)}
                value={address[part]}
                error={
                  problems[`address.${part}`] ?? (part === 'street' ? problems.address : undefined)
                }
                onChange={(event) => setAddress({ ...address, [part]: event.target.value })}
              />
            ))}
          </>
        ) : (
          <SelectField
            label={t('operator.console.phone.restaurant')}
            value={restaurantId}
            error={problems.restaurantId}
            onChange={(event) => setRestaurantId(Number(event.target.value))}
          >
            {restaurants.map((restaurant) => (
              <option key={restaurant.id} value={restaurant.id}>
                {restaurant.name}
              </option>
            ))}
          </SelectField>
        )}
        <Field
          label={t('operator.console.phone.time')}
          hint={t('operator.console.phone.timeHint')}
          type="datetime-local"
          value={time}
          error={problems.time}
          onChange={(event) => setTime(event.target.value)}
        />
      </fieldset>
      <fieldset className="card phone-order__part">
        <legend>{t('operator.console.phone.dishes')}</legend>
        <DishPicker dishes={dishes} onAdd={(line) => setLines((all) => addLine(all, line))} />
        {lines.length === 0 ? (
          <p className="console-muted">{t('operator.console.phone.empty')}</p>
        ) : (
          <ul className="phone-order__lines">
            {lines.map((line, index) => {
              const label =
                quote?.lines[index]?.name ?? dishes.find((d) => d.id === line.id)?.name ?? ''
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions of the order
                <li key={index}>
                  <span>
                    {line.quantity} × {label}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                  >
                    {t('operator.console.phone.remove', { name: label })}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </fieldset>
      <fieldset className="card phone-order__part">
        <legend>{t('operator.console.phone.payment')}</legend>
        <div className="segmented">
          {PAYMENTS.map((type) => (
            <label key={type} className="segmented__option">
              <input
                type="radio"
                name="paymentType"
                checked={paymentType === type}
                onChange={() => setPaymentType(type)}
              />
              {t(`account.payment.${type}`)}
            </label>
          ))}
        </div>
        {customer && customer.balance > 0 && (
          <label className="check">
            <input
              type="checkbox"
              checked={bonuses}
              onChange={(event) => setBonuses(event.target.checked)}
            />
            {t('operator.console.phone.useBonuses', { amount: price(quote?.bonusAllowed ?? 0) })}
          </label>
        )}
        <Field
          label={t('checkout.promo.label')}
          value={promoCode}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setPromoCode(event.target.value)}
          error={problems.promoCode}
        />
        <Field
          label={t('checkout.persons')}
          type="number"
          min={0}
          max={20}
          value={persons}
          onChange={(event) => setPersons(Math.max(0, Math.min(20, Number(event.target.value))))}
        />
        <TextAreaField
          label={t('checkout.comment')}
          value={comment}
          maxLength={500}
          onChange={(event) => setComment(event.target.value)}
        />
      </fieldset>
      {priceable && (quote || Object.keys(refused).length === 0) && (
        <OrderSummary quote={quote} orderType={orderType} />
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
      <button type="button" className="button" disabled={busy || !quote} onClick={place}>
        {t('operator.console.phone.place')}
      </button>
    </form>
  )
}
