import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { STALE_CLAIM_MS } from '#server/api/orders/place'
import { idempotencyKeys } from '#server/db/schema'
import { expectApiError, useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  delivery,
  line,
  newKey,
  orderMessage,
  orderRow,
  ordersOf,
  pickup,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

const FAILED = validationMessage('en', 'failed')

describe.each(ENGINES)('Idempotency-Key of POST /api/orders on %s', (engine) => {
  const t = useApi(engine)
  const body = () => delivery([line('set-sakura'), line('edamame', 2)])

  it('missing: 400 and no order', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const reply = await shop.place(customer.token, body(), null)
    expectApiError(reply, 400, orderMessage('idempotencyKey'))
    expect(await ordersOf(t.db, customer.id)).toEqual([])
  })

  it.each([
    ['empty', ''],
    ['too short', 'abc-123'],
    ['too long', 'k'.repeat(256)],
    ['with spaces', 'my order key 1'],
    ['with slashes', 'orders/1/2/3/4'],
    ['with dots', 'order.key.1234'],
    ['with percent-encoding', 'order%20key%201'],
  ])('malformed (%s): 400 and no order', async (_, key) => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const reply = await shop.place(customer.token, body(), key)
    expectApiError(reply, 400, orderMessage('idempotencyKey'))
    expect(await ordersOf(t.db, customer.id)).toEqual([])
  })

  it.each([
    ['a UUID', '0b6a4c8e-6f5e-4c1a-9d1e-2f0c3b7a9e11'],
    ['8 characters', 'abcd_123'],
    ['255 characters', 'k'.repeat(255)],
  ])('well-formed (%s): 201', async (_, key) => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const reply = await shop.place(customer.token, body(), key)
    expect(reply.status, reply.text).toBe(201)
  })

  it('the same key and body twice: the same order (201, then 200) and one row', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    const first = await shop.place(customer.token, body(), key)
    expect(first.status, first.text).toBe(201)
    const again = await shop.place(customer.token, body(), key)
    expect(again.status, again.text).toBe(200)
    expect(again.body).toEqual(first.body)
    const rows = await ordersOf(t.db, customer.id)
    expect(rows.map((r) => r.id)).toEqual([first.body.data.order.id])
  })

  it('the same body with its fields in another order is the same request', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    const request = body()
    const first = await shop.place(customer.token, request, key)
    expect(first.status).toBe(201)
    const reordered = Object.fromEntries(Object.entries(request).reverse())
    const again = await shop.place(customer.token, reordered, key)
    expect(again.status, again.text).toBe(200)
    expect(again.body.data.order.id).toBe(first.body.data.order.id)
  })

  it('a replay after the kitchen moved the order answers it as it is now', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    const first = await shop.place(customer.token, body(), key)
    await shop.advance(first.body.data.order.id, 'accepted')
    const again = await shop.place(customer.token, body(), key)
    expect(again.status).toBe(200)
    expect(again.body.data.order).toMatchObject({
      id: first.body.data.order.id,
      status: 'accepted',
    })
    expect(await ordersOf(t.db, customer.id)).toHaveLength(1)
  })

  it('the same key with another body: 422, and the first order stays as it was', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    const first = await shop.place(customer.token, body(), key)
    expect(first.status).toBe(201)
    const other = await shop.place(customer.token, delivery([line('set-sensei')]), key)
    expect(other.status, other.text).toBe(422)
    expect(other.body).toEqual({
      message: orderMessage('keyReused'),
      errors: { 'Idempotency-Key': orderMessage('keyReused') },
    })
    const rows = await ordersOf(t.db, customer.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: first.body.data.order.id, subtotal: 3490 + 2 * 590 })
  })

  it('a key belongs to its customer: another customer may use the same one', async () => {
    const shop = shopClient(t)
    const [one, two] = [await shop.signUp(), await shop.signUp()]
    const key = newKey()
    const first = await shop.place(one.token, body(), key)
    const second = await shop.place(two.token, body(), key)
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.data.order.id).not.toBe(first.body.data.order.id)
  })

  it('5 parallel requests with the same key: exactly one order; the rest replay it or get 409', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => shop.place(customer.token, body(), key)),
    )
    const rows = await ordersOf(t.db, customer.id)
    expect(rows).toHaveLength(1)
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    for (const reply of replies) {
      expect([200, 201, 409], reply.text).toContain(reply.status)
      if (reply.status === 409) expectApiError(reply, 409, orderMessage('inFlight'))
      else expect(reply.body.data.order.id).toBe(rows[0]!.id)
    }
    // Once it is placed, the key replays it.
    const later = await shop.place(customer.token, body(), key)
    expect(later.status).toBe(200)
    expect(later.body.data.order.id).toBe(rows[0]!.id)
  })

  it('a claim a crashed process left in flight is taken over after a while: the retry places once', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    // What a kill -9 between the claim and the order's commit leaves: the claim, no order.
    const first = await shop.place(customer.token, body(), key)
    expect(first.status).toBe(201)
    const crashedKey = newKey()
    const [claim] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customer.id), eq(idempotencyKeys.key, key)))
    await t.db.insert(idempotencyKeys).values({
      customerId: customer.id,
      key: crashedKey,
      requestHash: claim!.requestHash,
      orderId: null,
      createdAt: shop.clock.now,
    })
    // At once it is still a request in flight, as it may be on another instance.
    const early = await shop.place(customer.token, body(), crashedKey)
    expect(early.status, early.text).toBe(409)
    shop.clock.advance(STALE_CLAIM_MS + 1000)
    const retries = await Promise.all(
      [1, 2, 3].map(() => shop.place(customer.token, body(), crashedKey)),
    )
    expect(retries.map((r) => r.status).sort()).toContain(201)
    for (const retry of retries) expect([200, 201, 409], retry.text).toContain(retry.status)
    expect(await ordersOf(t.db, customer.id)).toHaveLength(2)
    const again = await shop.place(customer.token, body(), crashedKey)
    expect(again.status).toBe(200)
  })

  it('a refused (422) request frees its key: the corrected order is placed with it', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const key = newKey()
    const tooSmall = delivery([line('edamame')])
    const refused = await shop.place(customer.token, tooSmall, key)
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body).toMatchObject({ message: FAILED })
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customer.id), eq(idempotencyKeys.key, key)))
    expect(stored).toEqual([])
    // The same invalid body again is judged again, not called a reused key.
    const again = await shop.place(customer.token, tooSmall, key)
    expect(again.status).toBe(422)
    expect(Object.keys((again.body as unknown as { errors: object }).errors)).toEqual(['subtotal'])
    const fixed = await shop.place(customer.token, body(), key)
    expect(fixed.status, fixed.text).toBe(201)
    expect(await ordersOf(t.db, customer.id)).toHaveLength(1)
  })

  describe('card orders', () => {
    const card = () => pickup([line('set-sakura')], { paymentType: 'card_online' })

    it('a replay answers the same payment page: one Viva order per order', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const key = newKey()
      const before = shop.simulator.orders.size
      const first = await shop.place(customer.token, card(), key)
      expect(first.status, first.text).toBe(201)
      const again = await shop.place(customer.token, card(), key)
      expect(again.status, again.text).toBe(200)
      expect(again.body.data.payment?.redirectUrl).toBe(first.body.data.payment?.redirectUrl)
      expect(shop.simulator.orders.size - before).toBe(1)
    })

    it('paying on the page of the first answer still pays the order after a replay', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const key = newKey()
      const first = await shop.place(customer.token, card(), key)
      expect(first.status).toBe(201)
      const again = await shop.place(customer.token, card(), key)
      expect(again.status).toBe(200)
      // A double click: the browser follows the first answer.
      const page = await shop.payByCard(first.body.data.payment!.redirectUrl)
      const id = first.body.data.order.id
      expect(`${page.pathname}${page.search}`).toBe(`/en/checkout/payment-success?order=${id}`)
      expect(await orderRow(t.db, id)).toMatchObject({ status: 'paid' })
    })
  })
})
