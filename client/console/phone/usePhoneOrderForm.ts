import { useEffect, useMemo, useState } from 'react'
import { navigate } from 'vike/client/router'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { useServerQuote } from '#client/ui/useServerQuote'
import { type BodyOf, isApiError } from '#shared/api-client'
import { addLine, type CartLine } from '#shared/cart'
import { restaurantMoment } from '#shared/hours'
import type { Lang } from '#shared/locales'
import { digitsOnly } from '#shared/phone'
import type { PhoneCustomer } from './CustomerLookup'

export const PAYMENTS = ['cash', 'card_on_delivery'] as const

export type PhoneForm = {
  phone: string
  name: string
  /** The language the customer speaks: their text messages speak it. */
  language: Lang
  orderType: 'delivery' | 'pickup'
  regionId: number
  restaurantId: number
  address: { street: string; entrance: string; floor: string; apartment: string }
  lines: CartLine[]
  persons: number
  comment: string
  /** A local date and time from the picker; empty for as soon as possible. */
  time: string
  paymentType: (typeof PAYMENTS)[number]
  bonuses: boolean
  /** The code the caller reads out (a flyer's, say): priced by the server as at the checkout. */
  promoCode: string
}

export type PhoneOrder = ReturnType<typeof usePhoneOrderForm>

/** Where an order can go: the zones delivered to, the restaurants picked up from. */
export type Places = {
  zones: { id: number; name: string }[]
  restaurants: { id: number; name: string }[]
}

const newKey = () => crypto.randomUUID()

/** The quote's own check refusing the request (a street too short, say); the rest changes nothing. */
const isRefusal = (failure: unknown) => isApiError(failure, 422)

/**
 * An order taken on the phone: what the operator filled in, the request it makes, the server's
 * pricing of exactly that request (the shop's own rules), and placing it.
 */
export function usePhoneOrderForm({ zones, restaurants }: Places) {
  const { lang, href } = useI18n()
  const [form, setForm] = useState<PhoneForm>(() => ({
    phone: '',
    name: '',
    language: lang,
    orderType: 'delivery',
    regionId: zones[0]?.id ?? 0,
    restaurantId: restaurants[0]?.id ?? 0,
    address: { street: '', entrance: '', floor: '', apartment: '' },
    lines: [],
    persons: 1,
    comment: '',
    time: '',
    paymentType: 'cash',
    bonuses: false,
    promoCode: '',
  }))
  const change = (fields: Partial<PhoneForm>) => setForm((f) => ({ ...f, ...fields }))
  const add = (line: CartLine) => setForm((f) => ({ ...f, lines: addLine(f.lines, line) }))
  const remove = (index: number) =>
    setForm((f) => ({ ...f, lines: f.lines.filter((_, i) => i !== index) }))
  /** The customer the number belongs to: null when new, undefined until looked up. */
  const [customer, setCustomer] = useState<PhoneCustomer | null | undefined>(undefined)
  const [key, setKey] = useState(newKey)
  const { busy, errors, run } = useAction()

  const quoted = useServerQuote(consoleApi, '/api/operator/phone-orders/quote', {
    surfaces: isRefusal,
  })
  /** What the quote's own check refused: shown instead of a summary. */
  const refused = isRefusal(quoted.error) ? (quoted.error.errors ?? {}) : {}
  const quote = isRefusal(quoted.error) ? null : quoted.quote
  const bonusAllowed = quote?.bonusAllowed

  const request = useMemo((): BodyOf<'/api/operator/phone-orders/quote'> => {
    const { address, time } = form
    return {
      phone: form.phone,
      name: form.name,
      lang: form.language,
      lines: form.lines,
      orderType: form.orderType,
      ...(form.orderType === 'delivery'
        ? { regionId: form.regionId, address: { ...address, note: '' } }
        : { restaurantId: form.restaurantId }),
      // The picker's day and time are the restaurant's, wherever the browser's clock is set.
      time: time ? restaurantMoment(time.slice(0, 10), time.slice(11, 16)).toISOString() : 'asap',
      paymentType: form.paymentType,
      persons: form.persons,
      comment: form.comment,
      bonusToSpend: form.bonuses ? (bonusAllowed ?? 0) : 0,
      ...(form.promoCode.trim() ? { promoCode: form.promoCode } : {}),
    }
  }, [form, bonusAllowed])
  const priceable = form.lines.length > 0 && digitsOnly(form.phone).length >= 8

  // The summary is the server's pricing of this very request, refreshed as it changes.
  const { ask, clear } = quoted
  useEffect(() => (priceable ? ask(request) : clear()), [request, priceable, ask, clear])

  const place = () =>
    void run(async () => {
      const { data } = await consoleApi(lang)
        .post('/api/operator/phone-orders', request, { headers: { 'Idempotency-Key': key } })
        .finally(() => setKey(newKey()))
      await navigate(href(`/operator/orders/${data.id}`))
    })

  return {
    form,
    change,
    add,
    remove,
    customer,
    setCustomer,
    quote,
    /** Whether the order can be priced yet: a dish and a whole number. */
    priceable,
    refused: Object.keys(refused).length > 0,
    /** The place request's own refusal, by field (the lookup shows the phone's). */
    errors,
    problems: { ...quote?.problems, ...refused, ...errors },
    busy,
    place,
  }
}
