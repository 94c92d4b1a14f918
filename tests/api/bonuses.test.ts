import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { bonusLedger, reviews } from '#server/db/schema'
import { expectApiError, useApi, validationMessage } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import {
  availableSum,
  CENTER,
  type Customer,
  delivery,
  ledgerOf,
  line,
  newKey,
  orderMessage,
  ordersOf,
  pickup,
  RULES,
  type ShopClient,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

const FAILED = validationMessage('en', 'failed')
const IMPERIAL = 6990 // set-imperski: its cap (30 %) is above any balance made here

describe.each(ENGINES)('bonuses on %s', (engine) => {
  const t = useApi(engine)

  const balanceOf = async (shop: ShopClient, customer: Customer) => {
    const reply = await shop.bonuses(customer.token)
    expect(reply.status, reply.text).toBe(200)
    return reply.body.data.balance
  }

  /** A customer with spendable bonuses (a completed, reviewed order) and their balance. */
  const withBalance = async (shop: ShopClient) => {
    const customer = await shop.signUp()
    await shop.earnBonuses(customer)
    const balance = await balanceOf(shop, customer)
    expect(balance).toBeGreaterThanOrEqual(RULES.reviewBonus)
    return { customer, balance }
  }

  describe('GET /api/bonuses', () => {
    it('a new customer has the welcome bonus to spend', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const reply = await shop.bonuses(customer.token)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.headers.get('cache-control')).toBe('no-store')
      expect(reply.body.data).toMatchObject({
        balance: RULES.welcomeBonus,
        pending: 0,
        rules: RULES,
      })
      expect(reply.body.data.history).toMatchObject([
        { kind: 'welcome', status: 'available', amount: RULES.welcomeBonus, orderId: null },
      ])
    })

    it('the welcome bonus comes once, however often the customer signs in', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      shop.clock.advance(2 * MINUTE) // past the wait before another code
      await shop.signIn(customer.phone)
      const rows = await ledgerOf(t.db, customer.id)
      expect(rows.filter((r) => r.kind === 'welcome')).toMatchObject([
        { amount: RULES.welcomeBonus, status: 'available' },
      ])
    })

    it('answers the rules of the seed, and 401 without a session', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      expect((await shop.bonuses(customer.token)).body.data.rules).toEqual(RULES)
      expectApiError(await shop.json('GET', '/api/bonuses', null), 401, en.auth.unauthorized)
    })
  })

  describe('spending', () => {
    it('above the cap (30 % of the food): 422 errors.bonusToSpend; the cap itself is taken', async () => {
      const shop = shopClient(t)
      const { customer, balance } = await withBalance(shop)
      const lines = [line('coca-cola-033-l', 6)] // 15.00: a cap of 4.50
      const cap = Math.floor((1500 * RULES.spendCapPercent) / 100)
      expect(cap).toBe(450)
      expect(balance).toBeGreaterThan(cap)
      const message = orderMessage('bonusCap', {}, { amount: cap })
      expect(message).toBe('You can spend at most €4.50 in bonuses on this order.')

      const quote = await shop.quote(customer.token, delivery(lines, { bonusToSpend: cap + 1 }))
      expect(quote.body.data).toMatchObject({
        balance,
        bonusAllowed: cap,
        problems: { bonusToSpend: message },
      })
      const refused = await shop.place(customer.token, delivery(lines, { bonusToSpend: cap + 1 }))
      expect(refused.status, refused.text).toBe(422)
      expect(refused.body).toEqual({ message: FAILED, errors: { bonusToSpend: message } })
      expect(await balanceOf(shop, customer)).toBe(balance)

      const { order } = await shop.placed(customer.token, delivery(lines, { bonusToSpend: cap }))
      expect(order).toMatchObject({
        subtotal: 1500,
        deliveryFee: CENTER.deliveryFee,
        bonusSpent: cap,
        total: 1500 + CENTER.deliveryFee - cap,
      })
      expect(await balanceOf(shop, customer)).toBe(balance - cap)
      expect((await ledgerOf(t.db, customer.id)).at(-1)).toMatchObject({
        kind: 'spend',
        status: 'available',
        amount: -cap,
        orderId: order.id,
      })
    })

    it('above the balance: 422 errors.bonusToSpend; the whole balance is taken', async () => {
      const shop = shopClient(t)
      const { customer, balance } = await withBalance(shop)
      const lines = [line('set-imperski')]
      expect(balance + 1).toBeLessThanOrEqual(Math.floor((IMPERIAL * RULES.spendCapPercent) / 100))
      const refused = await shop.place(
        customer.token,
        delivery(lines, { bonusToSpend: balance + 1 }),
      )
      expect(refused.status, refused.text).toBe(422)
      expect(refused.body).toEqual({
        message: FAILED,
        errors: { bonusToSpend: orderMessage('bonusCap', {}, { amount: balance }) },
      })
      const { order } = await shop.placed(
        customer.token,
        delivery(lines, { bonusToSpend: balance }),
      )
      expect(order).toMatchObject({ bonusSpent: balance, total: IMPERIAL - balance })
      expect(await balanceOf(shop, customer)).toBe(0)
      expect(await availableSum(t.db, customer.id)).toBe(0)
    })

    it.each([
      ['a negative', -100],
      ['a fractional', 10.5],
      ['a string', '100'],
    ])('%s amount: 422 errors.bonusToSpend', async (_, amount) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const reply = await shop.place(
        customer.token,
        delivery([line('set-sakura')], { bonusToSpend: amount }),
      )
      expect(reply.status, reply.text).toBe(422)
      expect(Object.keys((reply.body as unknown as { errors: object }).errors)).toEqual([
        'bonusToSpend',
      ])
      expect(await ordersOf(t.db, customer.id)).toEqual([])
    })

    it('5 parallel orders each spending the whole balance: exactly one is placed', async () => {
      const shop = shopClient(t)
      const { customer, balance } = await withBalance(shop)
      const before = (await ordersOf(t.db, customer.id)).length
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          shop.place(
            customer.token,
            delivery([line('set-imperski')], { bonusToSpend: balance }),
            newKey(),
          ),
        ),
      )
      const statuses = replies.map((r) => r.status)
      expect(
        statuses.filter((s) => s === 201),
        JSON.stringify(statuses),
      ).toHaveLength(1)
      for (const reply of replies.filter((r) => r.status !== 201)) {
        expect(reply.status, reply.text).toBe(422)
        expect(reply.body).toEqual({
          message: FAILED,
          errors: { bonusToSpend: orderMessage('bonusCap', {}, { amount: 0 }) },
        })
      }
      const placed = (await ordersOf(t.db, customer.id)).slice(before)
      expect(placed).toHaveLength(1)
      expect(placed[0]).toMatchObject({ bonusSpent: balance })
      // The ledger never goes below zero: its sum is the balance, which is 0.
      const rows = await ledgerOf(t.db, customer.id)
      expect(rows.filter((r) => r.kind === 'spend')).toHaveLength(1)
      expect(await availableSum(t.db, customer.id)).toBe(0)
      expect(await balanceOf(shop, customer)).toBe(0)
    })

    it('parallel orders sharing the balance never overspend it', async () => {
      const shop = shopClient(t)
      const { customer, balance } = await withBalance(shop)
      const part = Math.floor(balance / 2) + 1 // two of these do not fit
      const replies = await Promise.all(
        Array.from({ length: 4 }, () =>
          shop.place(
            customer.token,
            delivery([line('set-imperski')], { bonusToSpend: part }),
            newKey(),
          ),
        ),
      )
      expect(replies.filter((r) => r.status === 201)).toHaveLength(1)
      expect(await availableSum(t.db, customer.id)).toBe(balance - part)
      expect(await availableSum(t.db, customer.id)).toBeGreaterThanOrEqual(0)
    })
  })

  describe('reviews', () => {
    it('before completion: 409; after: 200 with the review bonus, once', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order } = await shop.placed(customer.token, pickup([line('set-sakura')]))
      const early = await shop.review(customer.token, order.id, { rating: 5 })
      expectApiError(early, 409, orderMessage('reviewTooEarly'))
      await shop.advance(order.id, 'accepted', 'cooking', 'ready_for_pickup')
      expectApiError(await shop.review(customer.token, order.id, { rating: 5 }), 409)
      await shop.advance(order.id, 'completed')

      const before = await balanceOf(shop, customer)
      const reply = await shop.review(customer.token, order.id, {
        rating: 4,
        text: ' Fresh and fast ',
      })
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({ data: { bonus: RULES.reviewBonus } })
      expect(await balanceOf(shop, customer)).toBe(before + RULES.reviewBonus)
      expect((await shop.order(customer.token, order.id)).body.data.reviewed).toBe(true)
      const [stored] = await t.db.select().from(reviews).where(eq(reviews.orderId, order.id))
      expect(stored).toMatchObject({ customerId: customer.id, rating: 4, text: 'Fresh and fast' })

      const again = await shop.review(customer.token, order.id, { rating: 1 })
      expectApiError(again, 409, orderMessage('alreadyReviewed'))
      expect(await balanceOf(shop, customer)).toBe(before + RULES.reviewBonus)
    })

    it('5 parallel reviews of one order: one bonus', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order } = await shop.placed(customer.token, pickup([line('set-sakura')]))
      await shop.advance(order.id, 'accepted', 'cooking', 'ready_for_pickup', 'completed')
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => shop.review(customer.token, order.id, { rating: 5 })),
      )
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
      const rows = await t.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, order.id))
      expect(rows.filter((r) => r.kind === 'review')).toHaveLength(1)
    })

    it.each([
      ['0', { rating: 0 }],
      ['6', { rating: 6 }],
      ['2.5', { rating: 2.5 }],
      ['"5"', { rating: '5' }],
      ['missing', { text: 'Nice' }],
    ])('rating %s: 422 errors.rating, no bonus', async (_, body) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order } = await shop.placed(customer.token, pickup([line('set-sakura')]))
      await shop.advance(order.id, 'accepted', 'cooking', 'ready_for_pickup', 'completed')
      const before = await balanceOf(shop, customer)
      const reply = await shop.review(customer.token, order.id, body)
      expect(reply.status, reply.text).toBe(422)
      expect(reply.body).toMatchObject({ message: FAILED })
      expect(Object.keys((reply.body as unknown as { errors: object }).errors)).toEqual(['rating'])
      expect(await balanceOf(shop, customer)).toBe(before)
      expect((await shop.review(customer.token, order.id, { rating: 5 })).status).toBe(200)
    })

    it("another customer's order: 404; a cancelled order: 409", async () => {
      const shop = shopClient(t)
      const [me, other] = [await shop.signUp(), await shop.signUp()]
      const theirs = await shop.placed(other.token, pickup([line('set-sakura')]))
      await shop.advance(theirs.order.id, 'accepted', 'cooking', 'ready_for_pickup', 'completed')
      expectApiError(
        await shop.review(me.token, theirs.order.id, { rating: 5 }),
        404,
        orderMessage('notFound'),
      )
      const mine = await shop.placed(me.token, pickup([line('set-sakura')]))
      await shop.advance(mine.order.id, 'cancelled')
      expectApiError(await shop.review(me.token, mine.order.id, { rating: 5 }), 409)
    })
  })
})
