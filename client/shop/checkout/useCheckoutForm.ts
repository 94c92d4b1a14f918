import { useEffect, useMemo, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { trackEcommerce } from '#client/shop/analytics'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { clearCart, useCart } from '#client/shop/stores/cart'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { OrderQuote } from '#client/ui/order/OrderSummary'
import { useSite } from '#client/ui/site'
import { isApiError } from '#shared/api-client'
import type { OrderRequest } from '#shared/contract/orders'
import { restaurantDay, restaurantMoment } from '#shared/hours'
import { nearestSlot, resumesAt, slotDays, slotTime } from '#shared/slots'

export type Form = {
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

export type Checkout = ReturnType<typeof useCheckoutForm>

const newKey = () => crypto.randomUUID()

// Missing fields are pointed out once the customer tries to order, not while they type.
const FILL_IN = ['address.street', 'regionId', 'restaurantId']

/**
 * The checkout's form: what the customer chose, the order request it makes, the server's quote of
 * that request, and placing it.
 */
export function useCheckoutForm() {
  const { regions, restaurants, deliveryHours } = useData<CheckoutData>()
  const { t, lang, href } = useI18n()
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
  const [sending, setSending] = useState(false)
  const [tried, setTried] = useState(false)
  // One key per attempt: a retry of the same order after a network error cannot place it twice.
  const [key, setKey] = useState(newKey)
  const change = (fields: Partial<Form>) => {
    setForm((f) => ({ ...f, ...fields }))
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

  const problems = {
    ...Object.fromEntries(
      Object.entries(quote?.problems ?? {}).filter(([field]) => tried || !FILL_IN.includes(field)),
    ),
    ...errors,
  }

  return {
    form,
    change,
    when,
    paused: pause !== null,
    days,
    slot,
    quote,
    problems,
    sending,
    submit,
  }
}
