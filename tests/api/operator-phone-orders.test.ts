import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { createSession } from '#server/api/auth/sessions'
import { customers } from '#server/db/schema'
import type { AnswerOf } from '#shared/api-client'
import { formatPrice } from '#shared/money'
import { useApi } from '#tests/support/api'
import { newPhone } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { offerFields } from '#tests/support/offers'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { CENTER, catalogUnit, delivery, line, NOON, newKey, orderRow } from '#tests/support/shop'

const ENGINES = await engines()

type Found = { data: { id: number; name: string; phone: string; balance: number } | null }
type Quote = { data: { subtotal: number; deliveryFee: number; total: number; problems: object } }
type Placed = AnswerOf<'post', '/api/operator/phone-orders'>

describe.each(ENGINES)('phone orders on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: { id: number; token: string }
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.member('kitchen')
  })

  const phoneOrder = (body: unknown, key = newKey(), token = kitchen.token) =>
    op.json<Placed>('POST', '/api/operator/phone-orders', token, body, { 'Idempotency-Key': key })
  // Two rolls with an extra at a tampered price of one cent: the server prices them.
  const lines = () => [line('filadelfiia-klasik', 2, { 'extra-wasabi': 1 }), line('set-sakura', 1)]
  const subtotal =
    2 * catalogUnit('filadelfiia-klasik', { 'extra-wasabi': 1 }) + catalogUnit('set-sakura')

  it('creates the customer of a new number, prices the order as the shop does, and the customer sees it', async () => {
    // Typed as the caller says it: spaces, dashes and a plus, as sign-in accepts it.
    const digits = newPhone()
    const typed = `+${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`
    const lookup = await op.json<Found>(
      'GET',
      `/api/operator/customers?phone=${encodeURIComponent(typed)}`,
      kitchen.token,
    )
    expect(lookup.status, lookup.text).toBe(200)
    expect(lookup.body.data).toBeNull()

    const body = { ...delivery(lines()), phone: typed, name: 'Ivan', comment: 'Call at the gate' }
    const quote = await op.json<Quote>(
      'POST',
      '/api/operator/phone-orders/quote',
      kitchen.token,
      body,
    )
    expect(quote.status, quote.text).toBe(200)
    expect(quote.body.data.subtotal).toBe(subtotal)
    expect(quote.body.data.problems).toEqual({})

    const placed = await phoneOrder(body)
    expect(placed.status, placed.text).toBe(201)
    const order = placed.body.data
    expect(order.status).toBe('new')
    expect(order.subtotal).toBe(subtotal)
    expect(order.total).toBe(quote.body.data.total)
    expect(order.customer).toEqual({ name: 'Ivan', phone: digits })
    const row = await orderRow(op.db, order.id)
    expect(row!.source).toBe('phone')
    // No language given: the console's.
    expect(row!.lang).toBe('en')
    expect(row!.placedBy).toBe(kitchen.id)
    expect(row!.regionId).toBe(CENTER.id)

    // On the board like any other order, marked as taken by phone.
    const board = await op.json<{ data: { id: number; source: string }[] }>(
      'GET',
      '/api/operator/orders?status=new&perPage=100',
      kitchen.token,
    )
    expect(board.body.data.find((o) => o.id === order.id)?.source).toBe('phone')

    // Who took it, in the audit log.
    const [entry] = await op.audited('order.phone', order.id)
    expect(entry?.staffId).toBe(kitchen.id)
    expect(entry?.details).toMatchObject({ newCustomer: true })

    // The customer signs in with that number and finds the order in the account.
    const token = await createSession(op.db, row!.customerId, new Date())
    const mine = await op.json<{ data: { id: number }[] }>('GET', '/api/orders', token)
    expect(mine.body.data.map((o) => o.id)).toEqual([order.id])
    const [customer] = await op.db.select().from(customers).where(eq(customers.phone, digits))
    expect(customer?.name).toBe('Ivan')
  })

  it("finds a known customer by phone, keeps their own name and spends their bonuses by the shop's rules", async () => {
    const known = await op.signUp()
    await op.db.update(customers).set({ name: 'Maria' }).where(eq(customers.id, known.id))
    const lookup = await op.json<Found>(
      'GET',
      `/api/operator/customers?phone=${known.phone}`,
      kitchen.token,
    )
    expect(lookup.body.data).toMatchObject({ id: known.id, name: 'Maria', phone: known.phone })
    const balance = lookup.body.data!.balance
    expect(balance).toBeGreaterThan(0)

    const placed = await phoneOrder({
      ...delivery(lines(), { paymentType: 'card_on_delivery' }),
      phone: known.phone,
      name: 'Someone else',
      bonusToSpend: balance,
      // For tomorrow at noon in Sofia.
      time: '2026-11-25T10:00:00.000Z',
      lang: 'ru',
    })
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body.data.scheduledFor).toBe('2026-11-25T10:00:00.000Z')
    expect(placed.body.data.customer.name).toBe('Maria')
    expect(placed.body.data.bonusSpent).toBeGreaterThan(0)
    expect(placed.body.data.total).toBe(
      placed.body.data.subtotal + placed.body.data.deliveryFee - placed.body.data.bonusSpent,
    )
    const row = await orderRow(op.db, placed.body.data.id)
    expect(row!.customerId).toBe(known.id)
    // Spoken in Russian: the order is Russian, its texts too.
    expect(row!.lang).toBe('ru')
  })

  it('prices a promo code read out on the phone: says why one does not apply, charges one that does', async () => {
    const manager = (await op.member('manager')).token
    const offer = offerFields({
      name: { bg: 'Телефон', ru: 'Телефон', en: 'Phone', uk: 'Телефон' },
      kind: 'order_amount',
      value: 300,
    })
    for (const [code, minSubtotal] of [
      ['PHONE-300', 0],
      ['PHONE-BIG', 1_000_000],
    ] as const) {
      const added = await op.operator('POST', '/offers', manager, { ...offer, code, minSubtotal })
      expect(added.status, added.text).toBe(201)
    }
    const phone = newPhone()
    const quote = (promoCode: string) =>
      op.json<Quote>('POST', '/api/operator/phone-orders/quote', kitchen.token, {
        ...delivery(lines(), { promoCode }),
        phone,
      })
    expect((await quote('NO-SUCH')).body.data.problems).toEqual({
      promoCode: en.offer.refused.unknown,
    })
    expect((await quote('phone-big')).body.data.problems).toEqual({
      promoCode: en.offer.refused.minimum.replace('{{amount}}', formatPrice(1_000_000, 'en')),
    })
    const good = (await quote('phone-300')).body.data
    expect(good).toMatchObject({ problems: {} })
    expect(good.total).toBe(subtotal + good.deliveryFee - 300)

    const placed = await phoneOrder({ ...delivery(lines(), { promoCode: 'phone-300' }), phone })
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body.data).toMatchObject({ discount: 300, total: good.total })
  })

  it('refuses a card paid online, a bad number and an order the shop would refuse, in 422s', async () => {
    const online = await phoneOrder({
      ...delivery(lines(), { paymentType: 'card_online' }),
      phone: newPhone(),
    })
    expect(online.status).toBe(422)
    expect(errorsOf(online)).toHaveProperty('paymentType')

    const badPhone = await phoneOrder({ ...delivery(lines()), phone: '12 34' })
    expect(badPhone.status).toBe(422)
    expect(errorsOf(badPhone)).toHaveProperty('phone')

    // Below the zone's minimum: the shop's own rule, the shop's own words.
    const small = await phoneOrder({ ...delivery([line('edamame', 1)]), phone: newPhone() })
    expect(small.status, small.text).toBe(422)
    expect(errorsOf(small)).toBeDefined()
  })

  it.each(['447700900123', '19005550123'])(
    'refuses +%s, outside the dial codes the shop texts: 422 on the phone, nobody created or texted',
    async (digits) => {
      const body = { ...delivery(lines()), phone: `+${digits}` }
      const quote = await op.json('POST', '/api/operator/phone-orders/quote', kitchen.token, body)
      expect(quote.status, quote.text).toBe(422)
      expect(errorsOf(quote)).toHaveProperty('phone')
      const placed = await phoneOrder(body)
      expect(placed.status, placed.text).toBe(422)
      expect(errorsOf(placed)).toHaveProperty('phone')
      expect(await op.db.select().from(customers).where(eq(customers.phone, digits))).toEqual([])
      await op.settle()
      expect(op.sent.filter((sms) => sms.to === digits)).toEqual([])
    },
  )

  it('a new number has no welcome bonus to spend; its owner gets it at their own first sign-in, once', async () => {
    const digits = newPhone()
    const { bonusRules } = await t.catalog.view('en', NOON)
    expect(bonusRules.welcomeBonus).toBeGreaterThan(0)
    const spend = { ...delivery(lines()), phone: digits, bonusToSpend: bonusRules.welcomeBonus }
    const refused = await phoneOrder(spend)
    expect(refused.status, refused.text).toBe(422)
    expect(errorsOf(refused)).toHaveProperty('bonusToSpend')
    const placed = await phoneOrder({ ...spend, bonusToSpend: 0 })
    expect(placed.status, placed.text).toBe(201)
    const found = async () =>
      (await op.json<Found>('GET', `/api/operator/customers?phone=${digits}`, kitchen.token)).body
        .data
    expect((await found())?.balance).toBe(0)
    // The owner of the number signs in: the bonus is theirs now, and a second sign-in adds nothing.
    const signIn = async () =>
      expect((await op.checkCode(digits, await op.sendCode(digits))).status).toBe(200)
    await signIn()
    expect((await found())?.balance).toBe(bonusRules.welcomeBonus)
    op.clock.advance(61_000)
    await signIn()
    expect((await found())?.balance).toBe(bonusRules.welcomeBonus)
  })

  it('places the order once for one Idempotency-Key', async () => {
    const key = newKey()
    const body = { ...delivery(lines()), phone: newPhone() }
    const first = await phoneOrder(body, key)
    const again = await phoneOrder(body, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(first.body.data.id)
    expect(await op.audited('order.phone', first.body.data.id)).toHaveLength(1)
  })
})
