import { useEffect, useMemo, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { trackEcommerce } from '#client/shop/analytics'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { authApi, saveProfile, useAuth } from '#client/shop/stores/auth'
import { clearCart, useCart } from '#client/shop/stores/cart'
import { chooseDelivery } from '#client/shop/stores/delivery-choice'
import { keepPromoCode, usePromoCode } from '#client/shop/stores/promo'
import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'
import { useServerQuote } from '#client/ui/useServerQuote'
import { isApiError } from '#shared/api-client'
import { LAST_ORDER_MINUTES } from '#shared/checkout'
import type { OrderRequest } from '#shared/contract/orders'
import { nextOrderMoment, restaurantDay, restaurantMoment } from '#shared/hours'
import { kitchenOf, nearestSlot, resumesAt, slotDays, slotKitchen, slotTime } from '#shared/slots'
import { NO_COMPANY } from './CompanyFields'
import { clearDraft, type Form, readDraft, writeDraft } from './draft'
import { forgetHandover, handoverToken } from './handover'
import { formOf, useSavedAddresses } from './useSavedAddresses'
import { useSavedCompany } from './useSavedCompany'

export type { Form } from './draft'

export type Checkout = ReturnType<typeof useCheckoutForm>

const newKey = () => crypto.randomUUID()

// Missing fields are pointed out once the customer tries to order, not while they type.
const FILL_IN = ['address.street', 'regionId', 'restaurantId']

/**
 * The checkout's form: what the customer chose, the order request it makes, the server's quote of
 * that request, and placing it.
 */
export function useCheckoutForm() {
  const { regions, restaurants, kitchens } = useData<CheckoutData>()
  const { t, lang, href } = useI18n()
  const { lines } = useCart()
  const promoCode = usePromoCode()
  const { profile } = useAuth()
  // The form as this tab left it (a reload, or a sign-in after the session ended), else afresh.
  const [draft] = useState(readDraft)
  const [form, setForm] = useState<Form>(() => {
    const fresh: Form = {
      orderType: 'delivery',
      regionId: regions[0]?.id ?? null,
      street: '',
      point: null,
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
      name: '',
      invoice: false,
      company: NO_COMPANY,
    }
    const kept = { ...fresh, ...draft?.form }
    // A zone or restaurant the shop no longer offers is not kept.
    if (!regions.some((r) => r.id === kept.regionId)) kept.regionId = fresh.regionId
    if (!restaurants.some((r) => r.id === kept.restaurantId)) kept.restaurantId = fresh.restaurantId
    return kept
  })
  const { quote, ask } = useServerQuote(authApi, '/api/orders/quote')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const [tried, setTried] = useState(false)
  // One key per attempt: a retry of the same order after a network error cannot place it twice.
  const [key, setKey] = useState(newKey)
  const change = (fields: Partial<Form>) => {
    setForm((f) => ({ ...f, ...fields }))
    setKey(newKey())
  }
  useEffect(() => writeDraft({ form, placeAfterSignIn: false }), [form])

  // The last delivery address is offered first, unless the customer is already writing one.
  const savedAddresses = useSavedAddresses(lang)
  const newest = savedAddresses?.[0]
  const prefilled = useRef(Boolean(draft?.form.street))
  useEffect(() => {
    if (!newest || prefilled.current) return
    prefilled.current = true
    const address = formOf(
      newest,
      regions.map((r) => r.id),
    )
    setForm((f) => (f.street ? f : { ...f, ...address }))
  }, [newest, regions])
  // The company of the last invoice is there when the customer asks for one again.
  const savedCompany = useSavedCompany(lang)
  useEffect(() => {
    if (savedCompany) setForm((f) => (f.company.eik ? f : { ...f, company: savedCompany }))
  }, [savedCompany])
  /** A customer who skipped the profile gives the order a name here. */
  const needsName = profile !== null && !profile.name
  // The cart's minimum is the minimum of the zone shown here.
  useEffect(
    () => chooseDelivery({ orderType: form.orderType, regionId: form.regionId }),
    [form.orderType, form.regionId],
  )

  // The one kitchen that cooks the order: the zone's, or the pickup restaurant; its hours, pause
  // and pace decide the times offered (shared/slots.ts, the server's own rule).
  const region = regions.find((r) => r.id === form.regionId) ?? null
  const delivery = form.orderType === 'delivery'
  const kitchen = delivery
    ? region && kitchenOf(kitchens, region)
    : (kitchens.find((k) => k.id === form.restaurantId) ?? null)
  const { ordering_paused } = useSite()
  const pause = ordering_paused.find((p) => p.restaurantId === kitchen?.id) ?? null
  const rule = useMemo(
    () => kitchen && slotKitchen(kitchen, delivery ? region : null, new Date()),
    [kitchen, delivery, region],
  )
  // As soon as possible only while that kitchen takes orders; else the first time it does.
  const opensAt =
    rule && !pause ? nextOrderMoment(rule.openings, new Date(), LAST_ORDER_MINUTES) : null
  const asap = opensAt !== null && opensAt.getTime() <= Date.now()
  const when = asap ? form.when : 'later'

  // Slots the kitchen has no room left in for this order (the quote says which).
  const fullSlots = quote?.fullSlots.map(Date.parse).join(',') ?? ''
  const days = useMemo(
    () =>
      when === 'later' && rule
        ? slotDays(new Date(), rule, {
            resumes: resumesAt(pause),
            full: new Set(fullSlots ? fullSlots.split(',').map(Number) : []),
          })
        : [],
    [when, rule, pause, fullSlots],
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
      ...(delivery && form.point ? { point: form.point } : {}),
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
      ...(promoCode ? { promoCode } : {}),
    }
  }, [form, when, lines, slot.day, slot.minutes, promoCode])

  // The summary is the server's pricing of exactly this request, refreshed as it changes.
  // A failed quote keeps the last one: placing the order says what is wrong.
  useEffect(() => ask(request), [request, ask])

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

  // The picked address's point decided the zone on the server: the form shows that zone, its fee
  // and minimum (the cart's too).
  const quotedZone = form.point && form.orderType === 'delivery' ? quote?.regionId : undefined
  useEffect(() => {
    if (quotedZone) setForm((f) => (f.regionId === quotedZone ? f : { ...f, regionId: quotedZone }))
  }, [quotedZone])

  // A refusal was about the request as sent: once it changes, the live quote says what holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: request is the trigger, not a value read
  useEffect(() => setErrors({}), [request])

  // Counts refused attempts: the form moves the focus to the first problem after each.
  const [refusals, setRefusals] = useState(0)
  const submit = async () => {
    setTried(true)
    setSending(true)
    setErrors({})
    try {
      if (profile && !profile.name) {
        await saveProfile(lang, {
          name: form.name,
          surname: profile.surname,
          birthday: profile.birthday,
        })
      }
      const { data } = await authApi(lang).post(
        '/api/orders',
        { ...request, invoice: form.invoice ? form.company : null, handover: handoverToken() },
        { headers: { 'Idempotency-Key': key } },
      )
      clearCart()
      keepPromoCode('')
      clearDraft()
      forgetHandover()
      // Card data only ever goes to Viva's own page, reached by a full redirect (PCI SAQ A).
      if (data.payment) window.location.assign(data.payment.redirectUrl)
      else if (request.paymentType === 'card_online')
        await navigate(href(`/checkout/payment-failure?order=${data.order.id}`))
      else await navigate(href('/checkout/success'))
    } catch (failure) {
      setSending(false)
      // Spec §4: the session ended, and the client signed out; the page asks to sign in, and
      // the order goes on from this form once the customer is back.
      if (isApiError(failure, 401)) return writeDraft({ form, placeAfterSignIn: true })
      if (isApiError(failure, 422)) {
        setErrors(failure.errors ?? {})
        setKey(newKey())
      } else {
        setErrors({ form: isApiError(failure) ? failure.message : t('checkout.failed') })
      }
      setRefusals((n) => n + 1)
    }
  }

  // Signed in again after the session ended mid-order: the order is placed as it was meant to be.
  const placeAfterSignIn = useRef(draft?.placeAfterSignIn ?? false)
  useEffect(() => {
    if (!placeAfterSignIn.current || !quote || profile === null) return
    placeAfterSignIn.current = false
    void submit()
  })

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
    /** Why there is no "as soon as possible" now: the kitchen's pause, or when it opens. */
    asapClosed: asap ? null : pause ? ('paused' as const) : { opensAt },
    days,
    slot,
    quote,
    problems,
    sending,
    submit,
    refusals,
    needsName,
    savedAddresses: savedAddresses ?? [],
  }
}
