import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  OFFER_KINDS,
  type Offer,
  type OfferOrder,
  paidForDishes,
  priceOffers,
  repriceOffers,
} from './offers'

const NAME = { bg: 'Оферта', ru: 'Акция', en: 'Offer', uk: 'Акція' }
/** Friday 27 November 2026, 19:00 in Sofia (UTC+2). */
const FRIDAY_EVENING = new Date('2026-11-27T17:00:00Z')

const offer = (fields: Partial<Offer>): Offer => ({
  id: 1,
  name: NAME,
  kind: 'order_percent',
  value: 10,
  categoryId: null,
  productIds: [],
  withOptions: false,
  payFor: null,
  zoneIds: [],
  code: null,
  startsAt: null,
  endsAt: null,
  hours: [],
  minSubtotal: 0,
  orderTypes: 'any',
  firstOrderOnly: false,
  perCustomerLimit: null,
  totalLimit: null,
  priority: 0,
  batch: false,
  ...fields,
})

const order = (fields: Partial<OfferOrder> = {}): OfferOrder => ({
  lines: [
    { total: 2000, categoryId: 1 },
    { total: 1000, categoryId: 2 },
  ],
  subtotal: 3000,
  deliveryFee: 300,
  orderType: 'delivery',
  zoneId: null,
  at: FRIDAY_EVENING,
  firstOrder: false,
  uses: new Map(),
  code: null,
  batchCode: null,
  bonus: { balance: 0, capPercent: 50, wanted: 0 },
  ...fields,
})

describe('priceOffers', () => {
  it('takes each kind off: percent, amount, a category, the delivery fee', () => {
    const of = (fields: Partial<Offer>) => priceOffers(order(), [offer(fields)])
    expect(of({ kind: 'order_percent', value: 15 })).toMatchObject({ discount: 450, total: 2850 })
    expect(of({ kind: 'order_amount', value: 500 })).toMatchObject({ discount: 500, total: 2800 })
    expect(of({ kind: 'category_percent', value: 50, categoryId: 2 })).toMatchObject({
      discount: 500,
      total: 2800,
    })
    expect(of({ kind: 'free_delivery', value: 0 })).toMatchObject({ discount: 300, total: 3000 })
  })

  it('takes the dish kinds off: chosen dishes, a free dish, N for the price of M', () => {
    // Two rolls (product 7, €8 each, €1 of options in it), a set (product 9, €20), one drink (€3).
    const lines = [
      { total: 1800, categoryId: 1, productId: 7, quantity: 2, unitBase: 800 },
      { total: 2000, categoryId: 1, productId: 9, quantity: 1, unitBase: 2000 },
      { total: 300, categoryId: 2, productId: 5, quantity: 1, unitBase: 300 },
    ]
    const cart = order({ lines, subtotal: 4100 })
    const of = (fields: Partial<Offer>) => priceOffers(cart, [offer(fields)]).discount
    expect(of({ kind: 'dishes_percent', value: 50, productIds: [7, 5] })).toBe(1050)
    expect(of({ kind: 'dishes_amount', value: 500, productIds: [7] })).toBe(500)
    expect(of({ kind: 'dishes_amount', value: 5000, productIds: [5] })).toBe(300)
    // One roll free: its own price, or with its options.
    expect(of({ kind: 'free_dish', productIds: [7] })).toBe(800)
    expect(of({ kind: 'free_dish', productIds: [7], withOptions: true })).toBe(900)
    // 3 for 2 in category 1: of €20, €9, €9 the cheapest €9 is free.
    expect(of({ kind: 'n_for_m', value: 3, payFor: 2, categoryId: 1 })).toBe(900)
    // 2 for 1: of each two, dearest first (€20+€9, €9 alone), the cheaper one of the full pair.
    expect(of({ kind: 'n_for_m', value: 2, payFor: 1, categoryId: 1 })).toBe(900)
  })

  it('a free dish: the amount it is above does not count it; missing, nothing in the cart for it', () => {
    const lines = [
      { total: 3000, categoryId: 1, productId: 9, quantity: 1, unitBase: 3000 },
      { total: 800, categoryId: 1, productId: 7, quantity: 1, unitBase: 800 },
    ]
    const free = offer({ kind: 'free_dish', productIds: [7], minSubtotal: 3000, code: 'ROLL' })
    const priced = (subtotalLines: typeof lines) =>
      priceOffers(
        order({
          lines: subtotalLines,
          subtotal: subtotalLines.reduce((s, l) => s + l.total, 0),
          code: 'roll',
        }),
        [free],
      )
    expect(priced(lines).discount).toBe(800)
    expect(priced([{ ...lines[0]!, total: 2900 }, lines[1]!]).codeRefusal).toEqual({
      reason: 'minimum',
      minSubtotal: 3000,
    })
    expect(priced([lines[0]!]).codeRefusal).toEqual({ reason: 'notInCart' })
  })

  it('an offer for chosen zones: those zones only, not pickup', () => {
    const zoned = offer({ zoneIds: [2], code: 'ZONE' })
    const refusal = (fields: Partial<OfferOrder>) =>
      priceOffers(order({ code: 'zone', ...fields }), [zoned]).codeRefusal
    expect(refusal({ zoneId: 2 })).toBeNull()
    expect(refusal({ zoneId: 3 })).toEqual({ reason: 'notForZone' })
    expect(refusal({ orderType: 'pickup', deliveryFee: 0 })).toEqual({ reason: 'notForPickup' })
  })

  it('applies in its week window (Friday 18:00–23:00 Sofia) and not outside it', () => {
    const friday = offer({ hours: [{ day: 5, open: '18:00', close: '23:00' }] })
    expect(priceOffers(order(), [friday]).discount).toBe(300)
    const saturday = new Date('2026-11-28T17:00:00Z')
    expect(priceOffers(order({ at: saturday }), [friday]).discount).toBe(0)
  })

  it('one automatic offer, the highest priority; a code on what is left', () => {
    const low = offer({ id: 1, value: 50, priority: 0 })
    const high = offer({ id: 2, value: 10, priority: 5 })
    const code = offer({ id: 3, kind: 'order_amount', value: 1000, code: 'HELLO' })
    const priced = priceOffers(order({ code: ' hello ' }), [low, high, code])
    expect(priced.applied.map((a) => [a.offerId, a.amount])).toEqual([
      [2, 300],
      [3, 1000],
    ])
    expect(priced).toMatchObject({ discount: 1300, total: 2000, codeRefusal: null })
  })

  it('says why a code does not apply', () => {
    const refusal = (fields: Partial<Offer>, facts: Partial<OfferOrder> = {}) =>
      priceOffers(order({ code: 'x1', ...facts }), [offer({ code: 'X1', ...fields })]).codeRefusal
    expect(refusal({ code: 'OTHER' })).toEqual({ reason: 'unknown' })
    expect(refusal({ endsAt: FRIDAY_EVENING })).toEqual({ reason: 'expired' })
    expect(refusal({ startsAt: new Date(FRIDAY_EVENING.getTime() + 1) })).toEqual({
      reason: 'notYet',
    })
    expect(refusal({ hours: [{ day: 1, open: '00:00', close: '24:00' }] })).toEqual({
      reason: 'notNow',
    })
    expect(refusal({ minSubtotal: 5000 })).toEqual({ reason: 'minimum', minSubtotal: 5000 })
    expect(refusal({ orderTypes: 'delivery' }, { orderType: 'pickup' })).toEqual({
      reason: 'notForPickup',
    })
    expect(refusal({ orderTypes: 'pickup' })).toEqual({ reason: 'notForDelivery' })
    expect(refusal({ firstOrderOnly: true })).toEqual({ reason: 'firstOrderOnly' })
    const used = new Map([[1, { customer: 1, total: 1 }]])
    expect(refusal({ perCustomerLimit: 1 }, { uses: used })).toEqual({ reason: 'used' })
    expect(refusal({ totalLimit: 1 }, { uses: used })).toEqual({ reason: 'usedUp' })
    expect(refusal({ kind: 'category_percent', categoryId: 9 })).toEqual({ reason: 'notInCart' })
  })

  it('a batch code applies its offer once: spent, it says used; the offer never applies by itself', () => {
    const flyer = offer({ id: 4, kind: 'order_amount', value: 500, batch: true })
    expect(priceOffers(order(), [flyer]).discount).toBe(0)
    const fresh = priceOffers(order({ code: 'k7qm', batchCode: { offerId: 4, spent: false } }), [
      flyer,
    ])
    expect(fresh.applied).toMatchObject([{ offerId: 4, code: 'K7QM', amount: 500 }])
    const spent = priceOffers(order({ code: 'K7QM', batchCode: { offerId: 4, spent: true } }), [
      flyer,
    ])
    expect(spent).toMatchObject({ discount: 0, codeRefusal: { reason: 'used' } })
  })

  it('bonuses pay a share of what is left; cashback counts what was paid for the dishes', () => {
    const bonus = { balance: 10_000, capPercent: 50, wanted: 10_000 }
    const priced = priceOffers(order({ bonus }), [offer({ kind: 'order_amount', value: 1000 })])
    expect(priced).toMatchObject({ bonusAllowed: 1000, total: 3000 - 1000 + 300 - 1000 })
    const paid = paidForDishes({ subtotal: 3000, bonusSpent: 1000, offers: priced.applied })
    expect(paid).toBe(1000)
  })

  const anOffer = fc.record({
    id: fc.integer({ min: 1, max: 5 }),
    kind: fc.constantFrom(...OFFER_KINDS),
    value: fc.integer({ min: 0, max: 20_000 }),
    categoryId: fc.constantFrom(1, 2, 3),
    productIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    withOptions: fc.boolean(),
    payFor: fc.integer({ min: 1, max: 4 }),
    zoneIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    code: fc.constantFrom(null, 'A', 'B'),
    minSubtotal: fc.integer({ min: 0, max: 5000 }),
    priority: fc.integer({ min: 0, max: 3 }),
  })
  const anOrder = fc.record({
    lines: fc.array(
      fc
        .record({
          unit: fc.integer({ min: 0, max: 5_000 }),
          options: fc.integer({ min: 0, max: 500 }),
          quantity: fc.integer({ min: 1, max: 6 }),
          categoryId: fc.constantFrom(1, 2),
          productId: fc.integer({ min: 1, max: 4 }),
        })
        .map(({ unit, options, quantity, ...line }) => ({
          ...line,
          quantity,
          unitBase: unit,
          total: (unit + options) * quantity,
        })),
      { minLength: 1, maxLength: 5 },
    ),
    zoneId: fc.constantFrom(null, 1, 2, 3),
    deliveryFee: fc.integer({ min: 0, max: 1000 }),
    orderType: fc.constantFrom('delivery' as const, 'pickup' as const),
    code: fc.constantFrom(null, 'a', 'B', 'c'),
    bonus: fc.record({
      balance: fc.integer({ min: 0, max: 50_000 }),
      capPercent: fc.integer({ min: 0, max: 100 }),
      wanted: fc.integer({ min: 0, max: 50_000 }),
    }),
  })

  it('never below zero, never more than without the offers, integer cents', () => {
    fc.assert(
      fc.property(anOrder, fc.array(anOffer, { maxLength: 6 }), (drawn, drawnOffers) => {
        const subtotal = drawn.lines.reduce((sum, l) => sum + l.total, 0)
        const fee = drawn.orderType === 'pickup' ? 0 : drawn.deliveryFee
        const base = order({ ...drawn, subtotal, deliveryFee: fee })
        const offers = drawnOffers.map((o) =>
          offer({
            ...o,
            value: o.kind.endsWith('percent')
              ? o.value % 101
              : o.kind === 'n_for_m'
                ? o.value % 6
                : o.value,
          }),
        )
        const withOffers = priceOffers(base, offers)
        const without = priceOffers({ ...base, code: null }, [])
        expect(withOffers.total).toBeGreaterThanOrEqual(0)
        expect(withOffers.total).toBeLessThanOrEqual(subtotal + fee)
        expect(withOffers.total).toBeLessThanOrEqual(without.total)
        expect(withOffers.total + withOffers.bonusSpent).toBeLessThanOrEqual(
          without.total + without.bonusSpent,
        )
        expect(withOffers.discount).toBeLessThanOrEqual(subtotal + fee)
        expect(withOffers.applied.filter((a) => a.code === null).length).toBeLessThanOrEqual(1)
        expect(withOffers.applied.filter((a) => a.code !== null).length).toBeLessThanOrEqual(1)
        for (const figure of [withOffers.total, withOffers.discount, withOffers.bonusSpent])
          expect(Number.isInteger(figure)).toBe(true)
        for (const applied of withOffers.applied) expect(applied.amount).toBeGreaterThanOrEqual(0)
        // Priced again on the same lines (a fix that keeps them all), no offer gives more.
        const again = repriceOffers(withOffers.applied, base.lines)
        for (const [i, a] of again.entries())
          expect(a.amount).toBeLessThanOrEqual(withOffers.applied[i]!.amount)
      }),
    )
  })
})
