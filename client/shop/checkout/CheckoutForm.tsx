import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { trackEcommerce } from '#client/shop/analytics'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { clearCart, useCart } from '#client/shop/stores/cart'
import { browserApi } from '#client/ui/api'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { type OrderQuote, OrderSummary } from '#client/ui/order/OrderSummary'
import { Stepper } from '#client/ui/Stepper'
import { useSite } from '#client/ui/site'
import { isApiError } from '#shared/api-client'
import type { OrderRequest } from '#shared/contract/orders'
import { restaurantDay, restaurantMoment } from '#shared/hours'
import { nearestSlot, resumesAt, slotDays, slotTime } from '#shared/slots'
import { TimePicker } from './TimePicker'
import '#client/ui/segmented.css'
import './checkout.css'

const DatePicker = lazy(() => import('#client/ui/DatePicker'))

type Form = {
  orderType: 'delivery' | 'pickup'
  regionId: number | null
  street: string
  entrance: string
  floor: string
  apartment: string
  note: string
  restaurantId: number | null
  when: 'asap' | 'later'
  date: string
  minutes: number
  paymentType: 'cash' | 'card_on_delivery' | 'card_online'
  persons: number
  comment: string
  bonusToSpend: number
}

const newKey = () => crypto.randomUUID()

export function CheckoutForm() {
  const { orderTypes, paymentTypes, regions, restaurants, deliveryHours } = useData<CheckoutData>()
  const { t, lang, price, href } = useI18n()
  const { time } = useFormats()
  const { lines } = useCart()
  const [form, setForm] = useState<Form>({
    orderType: 'delivery',
    regionId: regions[0]?.id ?? null,
    street: '',
    entrance: '',
    floor: '',
    apartment: '',
    note: '',
    restaurantId: restaurants[0]?.id ?? null,
    when: 'asap',
    // What the customer picked; the slot shown and sent is the nearest one that can be had.
    date: '',
    minutes: 0,
    paymentType: 'card_online',
    persons: 1,
    comment: '',
    bonusToSpend: 0,
  })
  const [quote, setQuote] = useState<OrderQuote | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picking, setPicking] = useState(false)
  const [sending, setSending] = useState(false)
  // Missing fields are pointed out once the customer tries to order, not while they type.
  const [tried, setTried] = useState(false)
  // One key per attempt: a retry of the same order after a network error cannot place it twice.
  const [key, setKey] = useState(newKey)
  const set = <K extends keyof Form>(name: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [name]: value }))
    setKey(newKey())
  }

  // A kitchen that paused online ordering takes only times after its pause (the server's rule).
  const { ordering_paused } = useSite()
  const kitchenId =
    form.orderType === 'delivery'
      ? regions.find((r) => r.id === form.regionId)?.restaurantId
      : form.restaurantId
  const pause = ordering_paused.find((p) => p.restaurantId === kitchenId) ?? null
  const when = pause ? 'later' : form.when

  // The days and times a scheduled order can take (shared/slots.ts, the server's own rule), for
  // the kitchens this order can come from, as of when the customer chose a time.
  const hours = useMemo(
    () =>
      form.orderType === 'delivery'
        ? deliveryHours
        : restaurants.filter((r) => r.id === form.restaurantId).map((r) => r.hours),
    [form.orderType, form.restaurantId, deliveryHours, restaurants],
  )
  // Slots the kitchen has no room left in for this order (the quote says which).
  const fullSlots = quote?.fullSlots.map(Date.parse).join(',') ?? ''
  const days = useMemo(
    () =>
      when === 'later'
        ? slotDays(new Date(), hours, {
            resumes: resumesAt(pause),
            full: new Set(fullSlots ? fullSlots.split(',').map(Number) : []),
          })
        : [],
    [when, hours, pause, fullSlots],
  )
  const slot = nearestSlot(days, form.date, form.minutes) ?? {
    day: restaurantDay(new Date()),
    minutes: 0,
  }

  const request = useMemo((): OrderRequest => {
    const delivery = form.orderType === 'delivery'
    return {
      lines: lines.map((l) => ({ ...l, modifiers: [...l.modifiers] })),
      orderType: form.orderType,
      ...(delivery && form.regionId ? { regionId: form.regionId } : {}),
      ...(delivery && form.street.trim()
        ? {
            address: {
              street: form.street,
              entrance: form.entrance,
              floor: form.floor,
              apartment: form.apartment,
              note: form.note,
            },
          }
        : {}),
      ...(!delivery && form.restaurantId ? { restaurantId: form.restaurantId } : {}),
      time:
        when === 'asap' ? 'asap' : restaurantMoment(slot.day, slotTime(slot.minutes)).toISOString(),
      paymentType: form.paymentType,
      persons: form.persons,
      comment: form.comment,
      bonusToSpend: form.bonusToSpend,
    }
  }, [form, when, lines, slot.day, slot.minutes])

  // The summary is the server's pricing of exactly this request, refreshed as it changes.
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      browserApi(lang)
        .post<{ data: OrderQuote }>('/api/orders/quote', request)
        .then(({ data }) => live && setQuote(data))
        .catch(() => {})
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [request, lang])

  const sentBeginCheckout = useMemo(() => ({ done: false }), [])
  useEffect(() => {
    if (quote && !sentBeginCheckout.done) {
      sentBeginCheckout.done = true
      trackEcommerce(
        'begin_checkout',
        quote.lines.map((l) => ({
          id: l.id,
          name: l.name ?? '',
          price: l.unitPrice,
          quantity: l.quantity,
        })),
      )
    }
  }, [quote, sentBeginCheckout])

  const submit = async () => {
    setTried(true)
    setSending(true)
    setErrors({})
    try {
      const { data } = await browserApi(lang).post<{
        data: { order: { id: number }; payment: { redirectUrl: string } | null }
      }>('/api/orders', request, { 'Idempotency-Key': key })
      clearCart()
      // Card data only ever goes to Viva's own page, reached by a full redirect (PCI SAQ A).
      if (data.payment) window.location.assign(data.payment.redirectUrl)
      else if (request.paymentType === 'card_online')
        await navigate(href(`/checkout/payment-failure?order=${data.order.id}`))
      else await navigate(href('/checkout/success'))
    } catch (failure) {
      if (isApiError(failure, 422)) {
        setErrors(failure.errors ?? {})
        setKey(newKey())
      } else {
        setErrors({ form: isApiError(failure) ? failure.message : t('checkout.failed') })
      }
      setSending(false)
    }
  }

  const FILL_IN = ['address.street', 'regionId', 'restaurantId']
  const problems = {
    ...Object.fromEntries(
      Object.entries(quote?.problems ?? {}).filter(([field]) => tried || !FILL_IN.includes(field)),
    ),
    ...errors,
  }
  const error = (field: string) =>
    problems[field] ? (
      <p className="field-error" id={`error-${field.replace('.', '-')}`}>
        {problems[field]}
      </p>
    ) : null

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
        <fieldset className="card">
          <legend>{t('checkout.how')}</legend>
          <div className="segmented">
            {orderTypes.map((type) => (
              <label key={type.code} className="segmented__option">
                <input
                  type="radio"
                  name="orderType"
                  value={type.code}
                  checked={form.orderType === type.code}
                  onChange={() => set('orderType', type.code as Form['orderType'])}
                />
                {type.name}
              </label>
            ))}
          </div>
          {form.orderType === 'delivery' ? (
            <>
              <label className="field">
                <span className="field__label">{t('checkout.zone')}</span>
                <select
                  value={form.regionId ?? ''}
                  onChange={(e) => set('regionId', Number(e.target.value))}
                >
                  {regions.map((region) => (
                    <option key={region.id} value={region.id}>
                      {region.name} —{' '}
                      {region.deliveryFee ? price(region.deliveryFee) : t('delivery.free')}
                    </option>
                  ))}
                </select>
              </label>
              {error('regionId')}
              <label className="field">
                <span className="field__label">{t('checkout.street')}</span>
                <input
                  autoComplete="street-address"
                  value={form.street}
                  onChange={(e) => set('street', e.target.value)}
                  aria-invalid={problems['address.street'] ? true : undefined}
                  aria-describedby={problems['address.street'] ? 'error-address-street' : undefined}
                />
              </label>
              {error('address.street')}
              <div className="field-row">
                {(['entrance', 'floor', 'apartment'] as const).map((name) => (
                  <label key={name} className="field">
                    <span className="field__label">{t(`checkout.${name}`)}</span>
                    <input value={form[name]} onChange={(e) => set(name, e.target.value)} />
                  </label>
                ))}
              </div>
              <label className="field">
                <span className="field__label">{t('checkout.courierNote')}</span>
                <input value={form.note} onChange={(e) => set('note', e.target.value)} />
              </label>
            </>
          ) : (
            <fieldset>
              <legend className="field__label">{t('checkout.restaurant')}</legend>
              {restaurants.map((r) => (
                <label key={r.id} className="check">
                  <input
                    type="radio"
                    name="restaurant"
                    checked={form.restaurantId === r.id}
                    onChange={() => set('restaurantId', r.id)}
                  />
                  <span>
                    {r.name} — {r.address}
                  </span>
                </label>
              ))}
              {error('restaurantId')}
            </fieldset>
          )}
        </fieldset>

        <fieldset className="card">
          <legend>{t('checkout.when')}</legend>
          <div className="segmented">
            <label className="segmented__option">
              <input
                type="radio"
                name="when"
                checked={when === 'asap'}
                disabled={pause !== null}
                onChange={() => set('when', 'asap')}
              />
              {t('checkout.asap')}
            </label>
            <label className="segmented__option">
              <input
                type="radio"
                name="when"
                checked={when === 'later'}
                onChange={() => set('when', 'later')}
              />
              {t('checkout.later')}
            </label>
          </div>
          {pause && <p className="when__promise">{t('checkout.asapPaused')}</p>}
          {when === 'asap' && quote?.promisedAt && (
            <p className="when__promise" data-testid="asap-time" suppressHydrationWarning>
              {t('account.progress.promised', { time: time(quote.promisedAt) })}
            </p>
          )}
          {when === 'later' && (
            <div className="when">
              <div className="field">
                <span className="field__label" id="date-label">
                  {t('checkout.date')}
                </span>
                <button
                  type="button"
                  className="date-field"
                  aria-labelledby="date-label date-value"
                  aria-expanded={picking}
                  onClick={() => setPicking((p) => !p)}
                >
                  <span id="date-value">{slot.day.split('-').reverse().join('.')}</span>
                </button>
                {picking && (
                  <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
                    <DatePicker
                      value={slot.day}
                      earliest={days[0]?.day ?? slot.day}
                      latest={days.at(-1)?.day ?? slot.day}
                      allowed={days.map((d) => d.day)}
                      testId="delivery-date-picker"
                      onPick={(value) => {
                        // The time stays as near as that day allows.
                        setForm((f) => ({ ...f, date: value, minutes: slot.minutes }))
                        setKey(newKey())
                        setPicking(false)
                      }}
                    />
                  </Suspense>
                )}
              </div>
              <div className="field">
                <span className="field__label">{t('checkout.time')}</span>
                <TimePicker
                  slots={days.find((d) => d.day === slot.day)?.slots ?? []}
                  minutes={slot.minutes}
                  onChange={(value) => {
                    setForm((f) => ({ ...f, date: slot.day, minutes: value }))
                    setKey(newKey())
                  }}
                />
              </div>
            </div>
          )}
          {error('time')}
        </fieldset>

        <fieldset className="card">
          <legend>{t('checkout.payment')}</legend>
          {paymentTypes.map((type) => (
            <label key={type.code} className="check">
              <input
                type="radio"
                name="paymentType"
                checked={form.paymentType === type.code}
                onChange={() => set('paymentType', type.code as Form['paymentType'])}
              />
              {type.name}
            </label>
          ))}
          {error('paymentType')}
        </fieldset>

        <fieldset className="card">
          <legend>{t('checkout.extras')}</legend>
          <div className="field">
            <span className="field__label" id="persons-label">
              {t('checkout.persons')}
            </span>
            <Stepper
              value={form.persons}
              min={0}
              max={20}
              onChange={(value) => set('persons', value)}
              label={t('checkout.persons')}
            />
          </div>
          <label className="field">
            <span className="field__label">{t('checkout.comment')}</span>
            <textarea
              rows={2}
              value={form.comment}
              onChange={(e) => set('comment', e.target.value)}
            />
          </label>
          {quote && quote.balance > 0 && (
            <label className="field">
              <span className="field__label">
                {t('checkout.bonuses', {
                  balance: price(quote.balance),
                  allowed: price(quote.bonusAllowed),
                })}
              </span>
              <input
                type="range"
                min={0}
                max={quote.bonusAllowed}
                step={10}
                value={Math.min(form.bonusToSpend, quote.bonusAllowed)}
                onChange={(e) => set('bonusToSpend', Number(e.target.value))}
                aria-valuetext={price(form.bonusToSpend)}
              />
              <span>{price(Math.min(form.bonusToSpend, quote.bonusAllowed))}</span>
            </label>
          )}
          {error('bonusToSpend')}
        </fieldset>
      </div>

      <aside className="checkout__summary">
        <OrderSummary quote={quote} />
        {error('lines')}
        {error('subtotal')}
        {error('total')}
        {error('form')}
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
