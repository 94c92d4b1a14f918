import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { bonusLedger, orderEvents } from '#server/db/schema'
import { expectApiError, useApi, validationMessage } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { seedProduct } from '#tests/support/seed'
import {
  availableSum,
  catalogUnit,
  delivery,
  line,
  NOON,
  orderMessage,
  orderRow,
  pickup,
  RULES,
  type ShopClient,
  seedOption,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

const SAKURA = 3490
const cashbackOf = (food: number) => Math.floor((food * RULES.cashbackPercent) / 100)
const UNAUTHORIZED = en.auth.unauthorized

describe.each(ENGINES)('order statuses and the order views on %s', (engine) => {
  const t = useApi(engine)

  /** A customer's card order of one Sakura set, paid on the simulator. */
  const paidOrder = async (shop: ShopClient, bonusToSpend = 0) => {
    const customer = await shop.signUp()
    if (bonusToSpend) await shop.earnBonuses(customer)
    const reply = await shop.place(customer.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
      bonusToSpend,
    })
    expect(reply.status, reply.text).toBe(201)
    const { order, payment } = reply.body.data
    await shop.payByCard(payment!.redirectUrl)
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
    return { customer, order }
  }

  const ledgerOfOrder = (orderId: number) =>
    t.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, orderId)).orderBy(bonusLedger.id)

  describe('the operator API', () => {
    it.each([
      ['no token', async () => null],
      ['a made-up token', async () => 'x'.repeat(43)],
      ['a customer token', async (shop: ShopClient) => (await shop.signUp()).token],
      [
        'a signed-out staff token',
        async (shop: ShopClient) => {
          const token = await shop.staffOf('admin')
          expect((await shop.json('POST', '/api/operator/sign-out', token, {})).status).toBe(200)
          return token
        },
      ],
    ])('%s: 401, and the order stays as it was', async (_, tokenOf) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order } = await shop.placed(customer.token, pickup([line('set-sakura')]))
      const token = await tokenOf(shop)
      const reply = await shop.operator(order.id, 'accepted', token)
      expectApiError(reply, 401, UNAUTHORIZED)
      expect(reply.headers.get('cache-control')).toBe('no-store')
      const list = await shop.json('GET', '/api/operator/orders', token)
      expect(list.status).toBe(401)
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'new' })
    })

    it('lists orders by status, newest first', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const first = await shop.placed(customer.token, pickup([line('set-sakura')]))
      shop.clock.advance(MINUTE)
      const second = await shop.placed(customer.token, pickup([line('set-sakura')]))
      await shop.advance(second.order.id, 'accepted')
      const reply = await shop.json<{ data: { id: number; status: string }[] }>(
        'GET',
        '/api/operator/orders?status=accepted',
        await shop.staffOf(),
      )
      expect(reply.status, reply.text).toBe(200)
      const ids = reply.body.data.map((o) => o.id)
      expect(ids).toContain(second.order.id)
      expect(ids).not.toContain(first.order.id)
      expect(reply.body.data.every((o) => o.status === 'accepted')).toBe(true)
    })

    it('unknown order: 404; unknown status: 422', async () => {
      const shop = shopClient(t)
      expectApiError(await shop.operator(999_999, 'accepted'), 404, orderMessage('notFound'))
      const customer = await shop.signUp()
      const { order } = await shop.placed(customer.token, pickup([line('set-sakura')]))
      const reply = await shop.operator(order.id, 'eaten')
      expectApiError(reply, 422, validationMessage('en', 'failed'))
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'new' })
    })

    it('paid → accepted → cooking → on_the_way → completed: the cashback becomes spendable', async () => {
      const shop = shopClient(t)
      const { customer, order } = await paidOrder(shop)
      const before = (await shop.bonuses(customer.token)).body.data
      expect(before.pending).toBe(cashbackOf(SAKURA))

      const times: Record<string, string> = {
        awaiting_payment: NOON.toISOString(),
        paid: NOON.toISOString(),
      }
      for (const status of ['accepted', 'cooking', 'on_the_way', 'completed']) {
        shop.clock.advance(7 * MINUTE)
        const reply = await shop.operator(order.id, status)
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body.data).toMatchObject({ id: order.id, status })
        times[status] = shop.clock.now.toISOString()
        if (status !== 'completed') {
          expect((await shop.bonuses(customer.token)).body.data.pending).toBe(cashbackOf(SAKURA))
        }
      }

      const after = (await shop.bonuses(customer.token)).body.data
      expect(after.pending).toBe(0)
      expect(after.balance).toBe(before.balance + cashbackOf(SAKURA))
      expect(await ledgerOfOrder(order.id)).toMatchObject([
        { kind: 'cashback', status: 'available', amount: cashbackOf(SAKURA) },
      ])

      // Each change with its time, in the database and in the customer's view.
      const events = Object.entries(times).map(([status, at]) => ({ status, at }))
      const seen = await shop.order(customer.token, order.id)
      expect(seen.body.data.events.map(({ status, at }) => ({ status, at }))).toEqual(events)
      const rows = await t.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(orderEvents.id)
      expect(rows.map((r) => ({ status: r.status, at: r.at.toISOString() }))).toEqual(events)
    })

    it.each([
      ['paid', 'completed', []],
      ['paid', 'cooking', []],
      ['new', 'paid', null],
      ['new', 'on_the_way', null],
      ['awaiting_payment', 'accepted', 'card'],
      ['completed', 'cancelled', ['accepted', 'cooking', 'on_the_way', 'completed']],
      ['cancelled', 'accepted', ['cancelled']],
    ] as const)('an illegal move (%s → %s): 409, nothing changes', async (from, to, path) => {
      const shop = shopClient(t)
      let orderId: number
      let customerId: number
      if (from === 'new') {
        const customer = await shop.signUp()
        orderId = (await shop.placed(customer.token, pickup([line('set-sakura')]))).order.id
        customerId = customer.id
      } else if (path === 'card') {
        const customer = await shop.signUp()
        const reply = await shop.place(customer.token, {
          ...pickup([line('set-sakura')]),
          paymentType: 'card_online',
        })
        orderId = reply.body.data.order.id
        customerId = customer.id
      } else {
        const { customer, order } = await paidOrder(shop)
        orderId = order.id
        customerId = customer.id
        await shop.advance(orderId, ...(path as readonly string[]))
      }
      const ledger = await availableSum(t.db, customerId)
      const reply = await shop.operator(orderId, to)
      expectApiError(
        reply,
        409,
        orderMessage('badTransition', {
          from: en.account.status[from as keyof typeof en.account.status],
          to: en.account.status[to as keyof typeof en.account.status],
        }),
      )
      expect(await orderRow(t.db, orderId)).toMatchObject({ status: from })
      expect(await availableSum(t.db, customerId)).toBe(ledger)
    })

    it('cancelling a paid order reverses its pending cashback and gives back its bonuses', async () => {
      const shop = shopClient(t)
      const spend = 500
      const customer = await shop.signUp()
      await shop.earnBonuses(customer)
      const before = (await shop.bonuses(customer.token)).body.data
      expect(before.balance).toBeGreaterThanOrEqual(spend)
      const reply = await shop.place(customer.token, {
        ...pickup([line('set-sakura')]),
        paymentType: 'card_online',
        bonusToSpend: spend,
      })
      const { order, payment } = reply.body.data
      await shop.payByCard(payment!.redirectUrl)
      const paid = (await shop.bonuses(customer.token)).body.data
      expect(paid).toMatchObject({
        balance: before.balance - spend,
        pending: cashbackOf(SAKURA - spend),
      })

      await shop.advance(order.id, 'accepted')
      shop.clock.advance(3 * MINUTE)
      const cancelled = await shop.operator(order.id, 'cancelled')
      expect(cancelled.status, cancelled.text).toBe(200)
      expect(cancelled.body.data.status).toBe('cancelled')

      const after = (await shop.bonuses(customer.token)).body.data
      expect(after).toMatchObject({ balance: before.balance, pending: 0 })
      expect(await ledgerOfOrder(order.id)).toMatchObject([
        { kind: 'spend', status: 'available', amount: -spend },
        { kind: 'cashback', status: 'reversed', amount: cashbackOf(SAKURA - spend) },
        { kind: 'refund', status: 'available', amount: spend },
      ])
      const events = (await shop.order(customer.token, order.id)).body.data.events
      expect(events.at(-1)).toEqual({
        status: 'cancelled',
        at: shop.clock.now.toISOString(),
        note: 'The customer called to cancel',
      })
      // Once cancelled, nothing more: no second refund.
      expect((await shop.operator(order.id, 'cancelled')).status).toBe(409)
      expect((await shop.bonuses(customer.token)).body.data.balance).toBe(before.balance)
    })

    it('cancelling an unpaid card order gives back its bonuses; no cashback ever existed', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      await shop.earnBonuses(customer)
      const before = (await shop.bonuses(customer.token)).body.data.balance
      const reply = await shop.place(customer.token, {
        ...pickup([line('set-sakura')]),
        paymentType: 'card_online',
        bonusToSpend: 200,
      })
      const { order } = reply.body.data
      expect((await shop.bonuses(customer.token)).body.data.balance).toBe(before - 200)
      await shop.advance(order.id, 'cancelled')
      expect((await shop.bonuses(customer.token)).body.data).toMatchObject({
        balance: before,
        pending: 0,
      })
      expect((await ledgerOfOrder(order.id)).map((r) => r.kind)).toEqual(['spend', 'refund'])
    })
  })

  describe('cash orders', () => {
    it('start as new; completing one credits spendable cashback at once', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order, payment } = await shop.placed(customer.token, delivery([line('set-sakura')]))
      expect(order).toMatchObject({ status: 'new', paymentType: 'cash', paidAt: null })
      expect(payment).toBeNull()
      const start = (await shop.bonuses(customer.token)).body.data
      expect(start.pending).toBe(0)
      await shop.advance(order.id, 'accepted', 'cooking', 'on_the_way')
      expect(await ledgerOfOrder(order.id)).toEqual([])
      await shop.advance(order.id, 'completed')
      const end = (await shop.bonuses(customer.token)).body.data
      expect(end).toMatchObject({ balance: start.balance + cashbackOf(SAKURA), pending: 0 })
      expect(await ledgerOfOrder(order.id)).toMatchObject([
        { kind: 'cashback', status: 'available', amount: cashbackOf(SAKURA) },
      ])
      expect(
        (await shop.order(customer.token, order.id)).body.data.events.map((e) => e.status),
      ).toEqual(['new', 'accepted', 'cooking', 'on_the_way', 'completed'])
    })

    it('a pickup goes through ready_for_pickup', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order } = await shop.placed(
        customer.token,
        pickup([line('set-sakura')], { paymentType: 'card_on_delivery' }),
      )
      expect(order.status).toBe('new')
      await shop.advance(order.id, 'accepted', 'cooking', 'ready_for_pickup', 'completed')
      expect(await ledgerOfOrder(order.id)).toMatchObject([
        { kind: 'cashback', status: 'available', amount: cashbackOf(SAKURA) },
      ])
    })
  })

  describe('GET /api/orders and /api/orders/:id', () => {
    it("lists only the customer's own orders, newest first", async () => {
      const shop = shopClient(t)
      const [me, other] = [await shop.signUp(), await shop.signUp()]
      const mine: number[] = []
      for (const body of [
        delivery([line('set-sakura')]),
        pickup([line('edamame')]),
        delivery([line('set-sensei')], { paymentType: 'card_on_delivery' }),
      ]) {
        mine.push((await shop.placed(me.token, body)).order.id)
        await shop.placed(other.token, pickup([line('miso-supa')]))
        shop.clock.advance(MINUTE)
      }
      const reply = await shop.orders(me.token)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.headers.get('cache-control')).toBe('no-store')
      expect(reply.body.data).toEqual([
        {
          id: mine[2],
          status: 'new',
          total: 4490,
          orderType: 'delivery',
          createdAt: new Date(NOON.getTime() + 2 * MINUTE).toISOString(),
          lines: [{ name: seedProduct('set-sensei').name.en, quantity: 1 }],
        },
        {
          id: mine[1],
          status: 'new',
          total: 590,
          orderType: 'pickup',
          createdAt: new Date(NOON.getTime() + MINUTE).toISOString(),
          lines: [{ name: seedProduct('edamame').name.en, quantity: 1 }],
        },
        {
          id: mine[0],
          status: 'new',
          total: SAKURA,
          orderType: 'delivery',
          createdAt: NOON.toISOString(),
          lines: [{ name: seedProduct('set-sakura').name.en, quantity: 1 }],
        },
      ])
    })

    it("another customer's order is 404, as is an unknown one", async () => {
      const shop = shopClient(t)
      const [me, other] = [await shop.signUp(), await shop.signUp()]
      const { order } = await shop.placed(other.token, pickup([line('set-sakura')]))
      expectApiError(await shop.order(me.token, order.id), 404, orderMessage('notFound'))
      expectApiError(await shop.order(me.token, 999_999), 404, orderMessage('notFound'))
      expect((await shop.json('GET', '/api/orders/abc', me.token)).status).toBe(404)
      expect((await shop.order(other.token, order.id)).status).toBe(200)
    })

    it('needs a signed-in customer', async () => {
      const shop = shopClient(t)
      expectApiError(await shop.json('GET', '/api/orders', null), 401, UNAUTHORIZED)
      expectApiError(await shop.json('GET', '/api/orders/1', null), 401, UNAUTHORIZED)
    })

    it('the detail shows the lines with names and modifiers as priced', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const noodles = { 'egg-noodles': 1, medium: 1, 'marinated-egg': 2 }
      const roll = { 'spicy-mayo': 1, 'cheese-cap': 1 }
      const body = delivery(
        [line('uok-nudli-s-pile', 2, noodles), line('zapechen-rol-sies-syomga', 1, roll)],
        {
          persons: 3,
          comment: 'No onions, please',
          address: { street: '1 Vitosha Blvd', floor: '2' },
        },
      )
      const { order } = await shop.placed(customer.token, body)
      const reply = await shop.order(customer.token, order.id)
      expect(reply.status).toBe(200)
      const noodleUnit = catalogUnit('uok-nudli-s-pile', noodles)
      const rollUnit = catalogUnit('zapechen-rol-sies-syomga', roll)
      const subtotal = 2 * noodleUnit + rollUnit
      expect(reply.body.data).toEqual({
        id: order.id,
        status: 'new',
        orderType: 'delivery',
        regionId: 1,
        restaurantId: 1,
        address: { street: '1 Vitosha Blvd', entrance: '', floor: '2', apartment: '', note: '' },
        scheduledFor: null,
        paymentType: 'cash',
        persons: 3,
        comment: 'No onions, please',
        subtotal,
        deliveryFee: 0,
        offers: [],
        discount: 0,
        bonusSpent: 0,
        total: subtotal,
        fixes: [],
        paidAt: null,
        payBy: null,
        awaitingConfirmation: false,
        createdAt: NOON.toISOString(),
        lines: [
          {
            id: expect.any(Number),
            productId: seedProduct('uok-nudli-s-pile').id,
            name: seedProduct('uok-nudli-s-pile').name.en,
            image: seedProduct('uok-nudli-s-pile').image,
            quantity: 2,
            unitPrice: noodleUnit,
            modifiers: [
              {
                id: seedOption('egg-noodles').id,
                name: seedOption('egg-noodles').name.en,
                quantity: 1,
                price: 0,
              },
              {
                id: seedOption('medium').id,
                name: seedOption('medium').name.en,
                quantity: 1,
                price: 0,
              },
              {
                id: seedOption('marinated-egg').id,
                name: seedOption('marinated-egg').name.en,
                quantity: 2,
                price: 150,
              },
            ],
            allergens: ['gluten', 'eggs', 'soybeans'],
            total: 2 * noodleUnit,
          },
          {
            id: expect.any(Number),
            productId: seedProduct('zapechen-rol-sies-syomga').id,
            name: seedProduct('zapechen-rol-sies-syomga').name.en,
            image: seedProduct('zapechen-rol-sies-syomga').image,
            quantity: 1,
            unitPrice: rollUnit,
            modifiers: [
              {
                id: seedOption('spicy-mayo').id,
                name: seedOption('spicy-mayo').name.en,
                quantity: 1,
                price: 90,
              },
              {
                id: seedOption('cheese-cap').id,
                name: seedOption('cheese-cap').name.en,
                quantity: 1,
                price: 150,
              },
            ],
            allergens: ['gluten', 'eggs', 'fish', 'soybeans', 'milk'],
            total: rollUnit,
          },
        ],
        events: [{ status: 'new', at: NOON.toISOString(), note: '' }],
        // The kitchen's ASAP promise at placement (tests/api/promised-time.test.ts).
        promisedAt: order.promisedAt,
        cancelReason: null,
        refund: null,
        reviewed: false,
        invoice: null,
      })
    })
  })
})
