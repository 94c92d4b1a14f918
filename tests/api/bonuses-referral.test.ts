import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bonusLedger } from '#server/db/schema'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  type Customer,
  ledgerOf,
  line,
  orderRow,
  pickup,
  RULES,
  type ShopClient,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

describe.each(ENGINES)('referral on %s', (engine) => {
  const t = useApi(engine)

  /** B signs up and names A as referrer in the first profile save. */
  const referredBy = async (shop: ShopClient, referrer: Customer) => {
    const customer = await shop.signUp({ name: '' })
    const reply = await shop.updateProfile(customer.token, {
      name: 'Boris',
      surname: 'Petrov',
      referrer_id: referrer.id,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.user.referrer_id).toBe(referrer.id)
    return customer
  }

  /** A card order of one Sakura set; paid on the simulator unless told otherwise. */
  const cardOrder = async (shop: ShopClient, customer: Customer, pay = true) => {
    const reply = await shop.place(customer.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
    })
    expect(reply.status, reply.text).toBe(201)
    const { order, payment } = reply.body.data
    if (pay) {
      await shop.payByCard(payment!.redirectUrl)
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
    }
    return { order, redirectUrl: payment!.redirectUrl }
  }

  const referralRows = async (customerId: number) =>
    (await ledgerOf(t.db, customerId)).filter((r) => r.kind === 'referral')

  it("GET /api/referral: the customer's code and id; nobody invited yet", async () => {
    const shop = shopClient(t)
    const a = await shop.signUp()
    const reply = await shop.referral(a.token)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({
      data: { code: a.referralCode, referrerId: a.id, invited: 0, earned: 0 },
    })
    expect(a.referralCode).not.toBe(String(a.id))
    expectApiError(await shop.json('GET', '/api/referral', null), 401)
  })

  it('GET /api/referral-codes/:code: the referrer id, for anyone; 404 for an unknown code', async () => {
    const shop = shopClient(t)
    const a = await shop.signUp()
    const reply = await shop.json(
      'GET',
      `/api/referral-codes/${encodeURIComponent(a.referralCode)}`,
      null,
    )
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({ data: { referrerId: a.id } })
    expectApiError(await shop.json('GET', '/api/referral-codes/no-such-code', null), 404)
    expectApiError(await shop.json('GET', `/api/referral-codes/${a.id}`, null), 404)
  })

  /** The kitchen hands a paid card order (or a cash pickup) over: completed. */
  const complete = (shop: ShopClient, orderId: number) =>
    shop.advance(orderId, 'accepted', 'cooking', 'ready_for_pickup', 'completed')

  // The rule (docs/bonuses.md): the reward is granted when the friend's first order is completed,
  // card and cash alike; an order that is cancelled or refunded before that never rewards anyone.

  it("the referee's first completed order rewards the referrer once; a paid one alone does not", async () => {
    const shop = shopClient(t)
    const a = await shop.signUp()
    const aBefore = (await shop.bonuses(a.token)).body.data.balance
    const b = await referredBy(shop, a)

    // An order that is not paid rewards nobody, nor one that is paid but not yet handed over.
    const unpaid = await cardOrder(shop, b, false)
    const first = await cardOrder(shop, b)
    expect(await referralRows(a.id)).toEqual([])
    await shop.advance(first.order.id, 'accepted', 'cooking', 'ready_for_pickup')
    expect(await referralRows(a.id)).toEqual([])

    await shop.advance(first.order.id, 'completed')
    expect(await referralRows(a.id)).toMatchObject([
      { amount: RULES.referralBonus, status: 'available', orderId: first.order.id },
    ])
    expect((await shop.bonuses(a.token)).body.data.balance).toBe(aBefore + RULES.referralBonus)

    const second = await cardOrder(shop, b)
    await complete(shop, second.order.id)
    await shop.payByCard(unpaid.redirectUrl)
    await complete(shop, unpaid.order.id)
    expect(await referralRows(a.id)).toHaveLength(1)
    expect((await shop.bonuses(a.token)).body.data.balance).toBe(aBefore + RULES.referralBonus)
    // The referee gets cashback only, never the referrer's reward.
    expect(await referralRows(b.id)).toEqual([])

    const referral = await shop.referral(a.token)
    expect(referral.body.data).toEqual({
      code: a.referralCode,
      referrerId: a.id,
      invited: 1,
      earned: RULES.referralBonus,
    })
  })

  it("a refunded card order and a cancelled cash order reward nobody; the friend's next completed one does", async () => {
    const shop = shopClient(t)
    const a = await shop.signUp()
    const b = await referredBy(shop, a)

    // Referral farming: pay, let the kitchen accept, then have it cancelled and refunded.
    const refunded = await cardOrder(shop, b)
    await shop.advance(refunded.order.id, 'accepted', 'cooking')
    expect((await shop.cancel(refunded.order.id)).status).toBe(200)
    expect(await orderRow(t.db, refunded.order.id)).toMatchObject({ status: 'cancelled' })
    const cash = await shop.placed(b.token, pickup([line('set-sakura')]))
    await shop.advance(cash.order.id, 'accepted', 'cooking', 'ready_for_pickup')
    expect((await shop.cancel(cash.order.id)).status).toBe(200)
    expect(await referralRows(a.id)).toEqual([])
    expect((await shop.referral(a.token)).body.data).toMatchObject({ invited: 1, earned: 0 })

    const kept = await shop.placed(b.token, pickup([line('set-sakura')]))
    await complete(shop, kept.order.id)
    expect(await referralRows(a.id)).toMatchObject([
      { amount: RULES.referralBonus, status: 'available', orderId: kept.order.id },
    ])
  })

  it('first orders paid at the same moment reward nobody; completed at the same moment, once', async () => {
    const shop = shopClient(t)
    // A few rounds of 4 at once: a race between them shows in every run, not by luck.
    for (let round = 0; round < 3; round++) {
      const a = await shop.signUp()
      const b = await referredBy(shop, a)
      const unpaid = []
      for (let i = 0; i < 4; i++) unpaid.push(await cardOrder(shop, b, false))
      shop.holdWebhooks()
      const backs = []
      for (const { redirectUrl } of unpaid) backs.push(await shop.press(redirectUrl, 'approve'))
      await Promise.all(backs.map((back) => shop.land(back)))
      shop.releaseWebhooks()
      await shop.simulator.pendingDeliveries()
      for (const { order } of unpaid) {
        expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
        await shop.advance(order.id, 'accepted', 'cooking', 'ready_for_pickup')
      }
      expect(await referralRows(a.id), `round ${round}, paid`).toEqual([])
      const done = await Promise.all(
        unpaid.map(({ order }) => shop.operator(order.id, 'completed')),
      )
      expect(done.map((reply) => reply.status)).toEqual([200, 200, 200, 200])
      expect(await referralRows(a.id), `round ${round}, completed`).toHaveLength(1)
    }
  })

  it("the referrer's history never names the friend's order; the friend's own history does", async () => {
    const shop = shopClient(t)
    const a = await shop.signUp()
    const b = await referredBy(shop, a)
    const { order } = await shop.placed(b.token, pickup([line('set-sakura')]))
    await complete(shop, order.id)

    const history = (await shop.bonuses(a.token)).body.data.history
    expect(history.find((entry) => entry.kind === 'referral')).toMatchObject({
      amount: RULES.referralBonus,
      orderId: null,
    })
    expect(JSON.stringify(history)).not.toContain(`"orderId":${order.id}`)
    // The friend's order is not the referrer's to open.
    expectApiError(await shop.order(a.token, order.id), 404)
    const own = (await shop.bonuses(b.token)).body.data.history
    expect(own.find((entry) => entry.kind === 'cashback')).toMatchObject({ orderId: order.id })
  })

  it('a cash order rewards the referrer when it is completed, once', async () => {
    const shop = shopClient(t)
    const a = await shop.signUp()
    const b = await referredBy(shop, a)
    const first = await shop.placed(b.token, pickup([line('set-sakura')]))
    await shop.advance(first.order.id, 'accepted', 'cooking', 'ready_for_pickup')
    expect(await referralRows(a.id)).toEqual([])
    await shop.advance(first.order.id, 'completed')
    expect(await referralRows(a.id)).toMatchObject([
      { amount: RULES.referralBonus, status: 'available', orderId: first.order.id },
    ])
    const second = await shop.placed(b.token, pickup([line('set-sakura')]))
    await complete(shop, second.order.id)
    expect(await referralRows(a.id)).toHaveLength(1)
  })

  it('self-referral gets nothing', async () => {
    const shop = shopClient(t)
    const c = await shop.signUp({ name: '' })
    const reply = await shop.updateProfile(c.token, {
      name: 'Cvetan',
      surname: 'Ivanov',
      referrer_id: c.id,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.user.referrer_id).toBeNull()
    const { order } = await cardOrder(shop, c)
    await complete(shop, order.id)
    expect(await referralRows(c.id)).toEqual([])
    const rows = await t.db.select().from(bonusLedger).where(eq(bonusLedger.kind, 'referral'))
    const mine = await Promise.all(
      rows.map(async (r) => (await orderRow(t.db, r.orderId!))?.customerId),
    )
    expect(mine).not.toContain(c.id)
    expect((await shop.referral(c.token)).body.data).toMatchObject({ invited: 0, earned: 0 })
  })

  it('an unknown referrer id is ignored', async () => {
    const shop = shopClient(t)
    const c = await shop.signUp({ name: '' })
    const reply = await shop.updateProfile(c.token, {
      name: 'Dimitar',
      surname: 'Georgiev',
      referrer_id: 999_999,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.user.referrer_id).toBeNull()
  })
})
