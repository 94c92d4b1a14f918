import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { formatPrice } from '#shared/money'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { offerFields } from '#tests/support/offers'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import { CENTER, delivery, line, pickup, shopClient } from '#tests/support/shop'

const ENGINES = await engines()

const NAME = { bg: 'Отстъпка', ru: 'Скидка', en: 'Discount', uk: 'Знижка' }
/** The seed's rolls and sets categories (categories.json, first and second rows). */
const ROLLS_ID = 1
const SETS = 2
const refused = (reason: keyof typeof en.offer.refused, amount?: number) =>
  en.offer.refused[reason].replace(
    '{{amount}}',
    amount === undefined ? '' : formatPrice(amount, 'en'),
  )

let codes = 0
/** A code no other test of the file uses. */
const newCode = (prefix = 'TRY') =>
  `${prefix}-${++codes}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

/** Two rolls: €23.80, above the center zone's minimum and below its free delivery (fee €1.90). */
const ROLLS = [line('kaliforniia-sies-syomga', 2)]
const ROLLS_SUBTOTAL = 2380

describe.each(ENGINES)('offers priced by the server on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = (await op.member('manager')).token
  })

  /** A manager adds an offer through the console's API; answers it. */
  const addOffer = async (fields: Record<string, unknown>) => {
    const reply = await op.operator<{ data: { id: number; code: string | null } }>(
      'POST',
      '/offers',
      manager,
      offerFields({ name: NAME, ...fields }),
    )
    expect(reply.status, reply.text).toBe(201)
    return reply.body.data
  }

  /** Automatic offers apply to every order: each test switches its own off when done. */
  const switchOff = async (id: number, fields: Record<string, unknown>) => {
    const reply = await op.operator(
      'POST',
      `/offers/${id}`,
      manager,
      offerFields({ name: NAME, ...fields, active: false }),
    )
    expect(reply.status, reply.text).toBe(200)
  }

  const quoteOf = async (token: string, body: Record<string, unknown>) => {
    const reply = await op.quote(token, body)
    expect(reply.status, reply.text).toBe(200)
    return reply.body.data as {
      subtotal: number
      deliveryFee: number
      discount: number
      total: number
      offers: { code: string | null; amount: number; name: { en: string } }[]
      problems: Record<string, string>
    }
  }

  it('each kind by code, typed in any case: quote and order charge the same discount', async () => {
    const cases = [
      { kind: 'order_percent', value: 15, off: Math.round(ROLLS_SUBTOTAL * 0.15) },
      { kind: 'order_amount', value: 500, off: 500 },
      { kind: 'free_delivery', value: 0, off: CENTER.deliveryFee },
    ]
    for (const { kind, value, off } of cases) {
      const code = newCode()
      await addOffer({ kind, value, code: code.toLowerCase() })
      const customer = await op.signUp()
      const body = delivery(ROLLS, { promoCode: ` ${code.toLowerCase()} ` })
      const quote = await quoteOf(customer.token, body)
      expect(quote, kind).toMatchObject({
        subtotal: ROLLS_SUBTOTAL,
        deliveryFee: CENTER.deliveryFee,
        discount: off,
        total: ROLLS_SUBTOTAL + CENTER.deliveryFee - off,
        offers: [{ code, amount: off, name: NAME }],
        problems: {},
      })
      const order = await op.placed(customer.token, body)
      expect(order.order).toMatchObject({
        discount: off,
        total: quote.total,
        offers: [{ code, amount: off }],
      })
    }
  })

  it('a percent off a category takes it off that category’s dishes only', async () => {
    const code = newCode()
    await addOffer({ kind: 'category_percent', value: 20, categoryId: SETS, code })
    const customer = await op.signUp()
    const body = delivery([line('set-den'), line('edamame')], { promoCode: code })
    const quote = await quoteOf(customer.token, body)
    expect(quote.discount).toBe(Math.round(2490 * 0.2))
    const onlyRolls = await quoteOf(customer.token, delivery(ROLLS, { promoCode: code }))
    expect(onlyRolls).toMatchObject({ discount: 0, problems: { promoCode: refused('notInCart') } })
  })

  it('a code that does not apply says why, and the order is refused with that reason', async () => {
    const customer = await op.signUp()
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      // An offer exists, under another code.
      [{ code: newCode() }, {}, refused('unknown')],
      [{ endsOn: '2026-11-23' }, {}, refused('expired')],
      [{ startsOn: '2026-11-25' }, {}, refused('notYet')],
      // The clock is Tuesday noon in Sofia: a Friday evening offer is not now.
      [{ hours: [{ day: 5, open: '18:00', close: '23:00' }] }, {}, refused('notNow')],
      [{ minSubtotal: 5000 }, {}, refused('minimum', 5000)],
      [{ orderTypes: 'delivery' }, { orderType: 'pickup' }, refused('notForPickup')],
      [{ orderTypes: 'pickup' }, {}, refused('notForDelivery')],
    ]
    for (const [fields, order, reason] of cases) {
      const code = newCode()
      await addOffer({ code, ...fields })
      const body =
        order.orderType === 'pickup'
          ? pickup(ROLLS, { promoCode: code })
          : delivery(ROLLS, { promoCode: code })
      const quote = await quoteOf(customer.token, body)
      expect(quote.problems, reason).toEqual({ promoCode: reason })
      expect(quote.discount).toBe(0)
      const placed = await op.place(customer.token, body)
      expect(placed.status).toBe(422)
      expect(errorsOf(placed)).toEqual({ promoCode: reason })
    }
  })

  it('first order only, and a limit per customer: used once, given back when cancelled', async () => {
    const first = newCode()
    await addOffer({ code: first, firstOrderOnly: true })
    const once = newCode()
    await addOffer({ code: once, perCustomerLimit: 1 })
    const customer = await op.signUp()
    const order = await op.placed(customer.token, delivery(ROLLS, { promoCode: once }))
    expect(order.order.discount).toBe(238)
    const again = await quoteOf(customer.token, delivery(ROLLS, { promoCode: once }))
    expect(again.problems).toEqual({ promoCode: refused('used') })
    const firstAfter = await quoteOf(customer.token, delivery(ROLLS, { promoCode: first }))
    expect(firstAfter.problems).toEqual({ promoCode: refused('firstOrderOnly') })

    const cancelled = await op.cancel(order.order.id)
    expect(cancelled.status, cancelled.text).toBe(200)
    const back = await quoteOf(customer.token, delivery(ROLLS, { promoCode: once }))
    expect(back).toMatchObject({ discount: 238, problems: {} })
    expect((await quoteOf(customer.token, delivery(ROLLS, { promoCode: first }))).problems).toEqual(
      {},
    )
  })

  it('one automatic offer by priority, and a code on what is left; the console counts the uses', async () => {
    const low = await addOffer({ value: 50, priority: 1 })
    const high = await addOffer({ kind: 'order_amount', value: 300, priority: 9 })
    const code = newCode()
    const coded = await addOffer({ kind: 'order_amount', value: 1000, code })
    try {
      const customer = await op.signUp()
      const body = delivery(ROLLS, { promoCode: code })
      const quote = await quoteOf(customer.token, body)
      expect(quote.offers.map((o) => [o.code, o.amount])).toEqual([
        [null, 300],
        [code, 1000],
      ])
      expect(quote.total).toBe(ROLLS_SUBTOTAL + CENTER.deliveryFee - 1300)
      await op.placed(customer.token, body)
      const listed = await op.operator<{ data: { id: number; uses: number; given: number }[] }>(
        'GET',
        '/offers',
        manager,
      )
      const figures = (id: number) => listed.body.data.find((o) => o.id === id)
      expect(figures(high.id)).toMatchObject({ uses: 1, given: 300 })
      expect(figures(coded.id)).toMatchObject({ uses: 1, given: 1000 })
      expect(figures(low.id)).toMatchObject({ uses: 0, given: 0 })
    } finally {
      await switchOff(low.id, { kind: 'order_percent', value: 50 })
      await switchOff(high.id, { kind: 'order_amount', value: 300 })
    }
  })

  it('bonuses pay a share of what is left after the discount', async () => {
    const code = newCode()
    await addOffer({ kind: 'order_amount', value: 1000, code })
    const customer = await op.signUp()
    const quote = await op.quote(customer.token, delivery(ROLLS, { promoCode: code }))
    const data = quote.body.data as { bonusAllowed: number; balance: number }
    expect(data.bonusAllowed).toBe(
      Math.min(data.balance, Math.floor(((ROLLS_SUBTOTAL - 1000) * 30) / 100)),
    )
  })

  it('an unpaid card order that expires gives its use of a code back', async () => {
    const code = newCode()
    await addOffer({ code, totalLimit: 1 })
    const shop = shopClient(t)
    const customer = await shop.signUp()
    await shop.placed(
      customer.token,
      delivery(ROLLS, { promoCode: code, paymentType: 'card_online' }),
    )
    const other = await shop.signUp()
    const body = delivery(ROLLS, { promoCode: code })
    const used = await shop.quote(other.token, body)
    expect(used.body.data.problems).toEqual({ promoCode: refused('usedUp') })
    shop.clock.advance(DEFAULT_ORDER_LIMITS.payMinutes * 60_000)
    await shop.settle()
    const back = await shop.quote(other.token, body)
    expect(back.body.data).toMatchObject({ discount: 238, problems: {} })
  })

  it('the cart previews the offers of a kept code, and why it gives nothing', async () => {
    const code = newCode()
    await addOffer({ code, minSubtotal: 3000 })
    const cart = (body: unknown) =>
      op.json<{ data: Record<string, unknown> }>('POST', '/api/cart/quote', null, body)
    const below = await cart({ lines: ROLLS, promoCode: code })
    expect(below.body.data).toMatchObject({
      discount: 0,
      offers: [],
      promoProblem: refused('minimum', 3000),
    })
    const above = await cart({ lines: [line('set-sakura')], promoCode: code.toLowerCase() })
    expect(above.body.data).toMatchObject({
      discount: 349,
      offers: [{ code, amount: 349 }],
      promoProblem: null,
    })
  })

  it('quote and placement charge the same for any cart and code (fast-check)', async () => {
    const codes = [newCode(), newCode(), newCode(), newCode(), newCode(), newCode()]
    await addOffer({ code: codes[0], kind: 'order_amount', value: 700 })
    await addOffer({ code: codes[1], kind: 'category_percent', value: 25, categoryId: SETS })
    await addOffer({ code: codes[2], kind: 'free_delivery', value: 0 })
    const mango = seedProduct('maki-mango').id
    await addOffer({ code: codes[3], kind: 'dishes_percent', value: 30, productIds: [mango] })
    await addOffer({ code: codes[4], kind: 'free_dish', productIds: [mango], withOptions: true })
    await addOffer({ code: codes[5], kind: 'n_for_m', value: 2, payFor: 1, categoryId: ROLLS_ID })
    const dishes = ['kaliforniia-sies-syomga', 'set-den', 'edamame', 'maki-mango']
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...dishes), { minLength: 2, maxLength: 4 }),
        fc.constantFrom(...codes, undefined),
        async (slugs, code) => {
          const customer = await op.signUp()
          const body = delivery(
            slugs.map((slug) => line(slug)),
            code ? { promoCode: code } : {},
          )
          const quote = await quoteOf(customer.token, body)
          fc.pre(Object.keys(quote.problems).length === 0)
          const placed = await op.placed(customer.token, body)
          expect(placed.order).toMatchObject({
            subtotal: quote.subtotal,
            deliveryFee: quote.deliveryFee,
            discount: quote.discount,
            total: quote.total,
            offers: quote.offers,
          })
        },
      ),
      { numRuns: 8 },
    )
  })

  it('the dashboard and its CSV say what each offer did for the day', async () => {
    const code = newCode('DASH')
    await addOffer({ code, kind: 'order_amount', value: 400 })
    const customer = await op.signUp()
    const body = delivery(ROLLS, { promoCode: code, paymentType: 'card_online' })
    const placed = await op.placed(customer.token, body)
    await op.payByCard(placed.payment!.redirectUrl)
    const revenue = ROLLS_SUBTOTAL + CENTER.deliveryFee - 400
    const day = await op.operator<{ data: { offers: unknown[] } }>(
      'GET',
      '/dashboard?date=2026-11-24',
      manager,
    )
    expect(day.body.data.offers).toContainEqual({
      offerId: expect.any(Number),
      name: NAME.en,
      code,
      uses: 1,
      discount: 400,
      revenue,
    })
    const csv = await op.api.request('/api/operator/dashboard.csv?date=2026-11-24', {
      headers: { Authorization: `Bearer ${manager}`, 'Accept-Language': 'en' },
    })
    // The accountant's Excel is Bulgarian: `;` between cells and a decimal comma.
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')
    expect(await csv.text()).toContain(`${NAME.en};${code};1;4,00;${euros(revenue)}`)
  })

  it('managers add and change offers, audited; a bad offer is refused field by field', async () => {
    const code = newCode('AUDIT')
    const offer = await addOffer({ code })
    expect(await op.audited('offer.created', offer.id)).toHaveLength(1)
    await switchOff(offer.id, { kind: 'order_percent', value: 10, code })
    expect(await op.audited('offer.updated', offer.id)).toHaveLength(1)

    const bad = await op.operator(
      'POST',
      '/offers',
      manager,
      offerFields({
        name: NAME,
        kind: 'category_percent',
        value: 120,
        code: 'x',
        startsOn: '2026-12-02',
        endsOn: '2026-12-01',
      }),
    )
    expect(bad.status).toBe(422)
    expect(errorsOf(bad)).toEqual({
      value: en.operator.offers.field.percent,
      categoryId: en.operator.offers.field.category,
      code: en.operator.offers.field.code,
      endsOn: en.operator.offers.field.endsBeforeStart,
    })
    const taken = await op.operator(
      'POST',
      '/offers',
      manager,
      offerFields({ name: NAME, value: 5, code: code.toLowerCase() }),
    )
    expect(taken.status).toBe(409)
    expect(errorsOf(taken)).toEqual({ code: en.operator.offers.field.codeTaken })
    const kitchen = (await op.member('kitchen')).token
    expect((await op.operator('GET', '/offers', kitchen)).status).toBe(403)
  })
})
