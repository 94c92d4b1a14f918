import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { refunds } from '#server/db/schema'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  availableSum,
  type Customer,
  line,
  NOON,
  orderRow,
  pickup,
  type ShopClient,
  shopClient,
} from '#tests/support/shop'

// Spec issue "every promise kept" §4: an unpaid card order keeps nothing forever. After the site's
// payMinutes it is cancelled, its bonuses return and its slot frees; its customer may cancel it
// sooner; and a payment that completes at that very moment has exactly one outcome.

const ENGINES = await engines()
const PAY_MS = DEFAULT_ORDER_LIMITS.payMinutes * 60_000
const MINUTE = 60_000

describe.each(ENGINES)('unpaid card orders on %s', (engine) => {
  const t = useApi(engine)

  /** A customer with bonuses, who places a card pickup spending `spend` of them. */
  const unpaidOrder = async (shop: ShopClient, spend = 200, customer?: Customer) => {
    shop.clock.set(NOON)
    const who = customer ?? (await shop.signUp())
    if (!customer) await shop.earnBonuses(who)
    const before = await availableSum(t.db, who.id)
    const reply = await shop.place(who.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
      bonusToSpend: spend,
    })
    expect(reply.status, reply.text).toBe(201)
    const { order, payment } = reply.body.data
    expect(await availableSum(t.db, who.id)).toBe(before - spend)
    return { customer: who, order, redirectUrl: payment!.redirectUrl, before }
  }

  const statusOf = async (id: number) => (await orderRow(t.db, id))!.status

  it('is cancelled when its time to pay is over, not a minute before: its bonuses come back', async () => {
    const shop = shopClient(t)
    const { customer, order, before } = await unpaidOrder(shop)
    expect(order.payBy).toBe(new Date(NOON.getTime() + PAY_MS).toISOString())
    shop.clock.advance(PAY_MS - MINUTE)
    await shop.settle()
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    shop.clock.advance(MINUTE)
    await shop.settle()
    const seen = (await shop.order(customer.token, order.id)).body.data
    expect(seen).toMatchObject({ status: 'cancelled', cancelReason: null, paidAt: null })
    expect(await availableSum(t.db, customer.id)).toBe(before)
    // Settled again: nothing twice.
    shop.clock.advance(MINUTE)
    await shop.settle()
    expect(await availableSum(t.db, customer.id)).toBe(before)
    expect(seen.events.map((e) => e.status)).toEqual(['awaiting_payment', 'cancelled'])
  })

  it("gives Viva's page exactly the order's time to pay", async () => {
    const shop = shopClient(t)
    const { redirectUrl } = await unpaidOrder(shop, 0)
    const viva = shop.simulator.orders.get(new URL(redirectUrl).searchParams.get('ref')!)!
    // The simulator keeps Viva's own expiry on its clock (real time): placed just now.
    expect(viva.expiresAt - Date.now()).toBeGreaterThan(PAY_MS - 10_000)
    expect(viva.expiresAt - Date.now()).toBeLessThanOrEqual(PAY_MS)
  })

  it('a declined payment does not keep its slot: once expired, the slot is free again', async () => {
    const shop = shopClient(t)
    const { order, redirectUrl } = await unpaidOrder(shop, 0)
    await shop.payByCard(redirectUrl, 'decline')
    expect(await statusOf(order.id)).toBe('payment_failed')
    shop.clock.advance(PAY_MS)
    await shop.settle()
    expect(await statusOf(order.id)).toBe('cancelled')
  })

  it('its customer can cancel it sooner; a paid, a cash or a stranger’s order cannot be', async () => {
    const shop = shopClient(t)
    const { customer, order, before } = await unpaidOrder(shop)
    const stranger = await shop.signUp()
    const path = `/api/orders/${order.id}/cancel`
    expectApiError(await shop.json('POST', path, stranger.token, {}), 404)
    expectApiError(await shop.json('POST', path, null, {}), 401)
    const cancelled = await shop.json<{ data: { status: string } }>(
      'POST',
      path,
      customer.token,
      {},
    )
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data.status).toBe('cancelled')
    expect(await availableSum(t.db, customer.id)).toBe(before)
    expectApiError(await shop.json('POST', path, customer.token, {}), 409)
    // The expiry finds it over, and gives nothing back twice.
    shop.clock.advance(PAY_MS)
    await shop.settle()
    expect(await availableSum(t.db, customer.id)).toBe(before)

    const { order: cash } = await shop.placed(customer.token, pickup([line('set-sakura')]))
    expectApiError(
      await shop.json('POST', `/api/orders/${cash.id}/cancel`, customer.token, {}),
      409,
    )
  })

  it('paying again after the time is over: 409 in words, and the order goes', async () => {
    const shop = shopClient(t)
    const { customer, order } = await unpaidOrder(shop, 0)
    shop.clock.advance(PAY_MS)
    const again = await shop.retry(customer.token, order.id)
    expectApiError(again, 409, en.order.payExpired)
    expect(await statusOf(order.id)).toBe('cancelled')
  })

  /** Every trace of one outcome, and none of the other. */
  const expectOneOutcome = async (
    shop: ShopClient,
    customer: Customer,
    orderId: number,
    before: number,
    spend: number,
  ) => {
    const row = (await orderRow(t.db, orderId))!
    const refund = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))
    if (row.status === 'paid') {
      expect(refund).toEqual([])
      expect(await availableSum(t.db, customer.id)).toBe(before - spend)
      return 'paid'
    }
    expect(row.status).toBe('cancelled')
    // The money arrived for a cancelled order: it went back at once, once.
    expect(row.paidAt).not.toBeNull()
    expect(refund).toMatchObject([{ status: 'completed', amount: row.total, staffId: null }])
    expect(shop.simulator.transactions.get(row.paymentTransactionId!)?.refundedCents).toBe(
      row.total,
    )
    expect(await availableSum(t.db, customer.id)).toBe(before)
    return 'refunded'
  }

  it('a payment that completes after the expiry is refunded at once; the page says so', async () => {
    const shop = shopClient(t)
    const spend = 200
    const { customer, order, redirectUrl, before } = await unpaidOrder(shop, spend)
    shop.holdWebhooks()
    const back = await shop.press(redirectUrl, 'approve')
    shop.clock.advance(PAY_MS)
    await shop.settle()
    expect(await statusOf(order.id)).toBe('cancelled')
    const page = await shop.land(back)
    shop.releaseWebhooks()
    expect(`${page.pathname}${page.search}`).toBe(
      `/en/checkout/payment-failure?order=${order.id}&reason=refunded`,
    )
    await shop.simulator.pendingDeliveries()
    expect(await expectOneOutcome(shop, customer, order.id, before, spend)).toBe('refunded')
    expect((await shop.order(customer.token, order.id)).body.data.refund).toBe('completed')
  })

  it('paid and expiring at the same moment: each order ends paid, or cancelled and refunded', async () => {
    const shop = shopClient(t)
    const spend = 200
    const customer = await shop.signUp()
    await shop.earnBonuses(customer)
    await shop.earnBonuses(customer)
    const outcomes: string[] = []
    for (let round = 0; round < 6; round++) {
      const { order, redirectUrl, before } = await unpaidOrder(shop, spend, customer)
      shop.holdWebhooks()
      const back = await shop.press(redirectUrl, 'approve')
      shop.clock.advance(PAY_MS)
      const webhook = shop.webhooks.length
      const pay = async () => {
        shop.releaseWebhooks()
        await Promise.all([shop.land(back), shop.webhooksAnswered(webhook + 1)])
      }
      // Either may start first, the other a few milliseconds behind or at once.
      const [first, second] = round % 2 ? [pay, shop.settle] : [shop.settle, pay]
      const started = first()
      await new Promise((resolve) => setTimeout(resolve, round % 3))
      await Promise.all([started, second()])
      await shop.simulator.pendingDeliveries()
      outcomes.push(await expectOneOutcome(shop, customer, order.id, before, spend))
    }
    console.info(`${engine}: ${outcomes.join(', ')}`)
  })
})
