import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '#server/api/auth/rate-limit'
import { bonusLedger, paymentEvents } from '#server/db/schema'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  availableSum,
  delivery,
  eventCount,
  ledgerOf,
  line,
  NOON,
  ORIGIN,
  orderMessage,
  orderRow,
  pickup,
  RULES,
  type ShopClient,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

const SAKURA = 3490
const cashbackOf = (food: number) => Math.floor((food * RULES.cashbackPercent) / 100)

/** A path with its query, as the browser's address bar shows it on our origin. */
const where = (url: URL) => {
  expect(url.origin).toBe(ORIGIN)
  return `${url.pathname}${url.search}`
}
const success = (id: number) => `/en/checkout/payment-success?order=${id}`
const failure = (id: number, reason: string) =>
  `/en/checkout/payment-failure?order=${id}&reason=${reason}`

describe.each(ENGINES)('card payments through Viva on %s', (engine) => {
  const t = useApi(engine)

  /** A signed-in customer with a placed, unpaid card order (pickup of one Sakura set). */
  const cardOrder = async (shop: ShopClient, body = pickup([line('set-sakura')])) => {
    const customer = await shop.signUp()
    const reply = await shop.place(customer.token, { ...body, paymentType: 'card_online' })
    expect(reply.status, reply.text).toBe(201)
    const { order, payment } = reply.body.data
    expect(payment).not.toBeNull()
    return { customer, order, redirectUrl: payment!.redirectUrl }
  }

  const cashbackRows = async (orderId: number) =>
    t.db
      .select()
      .from(bonusLedger)
      .where(and(eq(bonusLedger.orderId, orderId), eq(bonusLedger.kind, 'cashback')))

  /** Nothing about the order says it was paid. */
  const expectUnpaid = async (orderId: number, status = 'awaiting_payment') => {
    expect(await orderRow(t.db, orderId)).toMatchObject({ status, paidAt: null })
    expect(await eventCount(t.db, orderId, 'paid')).toBe(0)
    expect(await cashbackRows(orderId)).toEqual([])
  }

  describe('the online card flow', () => {
    it('placing: 201 awaiting payment, with the Viva page for exactly the order total', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(
        shop,
        delivery([line('set-sakura'), line('edamame')]),
      )
      expect(order).toMatchObject({
        status: 'awaiting_payment',
        paymentType: 'card_online',
        subtotal: SAKURA + 590,
        total: SAKURA + 590,
        paidAt: null,
      })
      const url = new URL(redirectUrl)
      expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/_viva/web/checkout`)
      const code = url.searchParams.get('ref')!
      expect(code).toMatch(/^\d{16}$/)
      expect(await orderRow(t.db, order.id)).toMatchObject({ paymentReference: code })
      const viva = shop.simulator.orders.get(code)
      expect(viva).toMatchObject({ amountCents: order.total, merchantTrns: String(order.id) })
      // Unpaid: no cashback, pending or otherwise.
      expect((await shop.bonuses(customer.token)).body.data.pending).toBe(0)
      expect(await cashbackRows(order.id)).toEqual([])
    })

    it('approving: the return marks it paid, with pending cashback', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(shop)
      const page = await shop.payByCard(redirectUrl)
      expect(where(page)).toBe(success(order.id))

      const seen = await shop.order(customer.token, order.id)
      expect(seen.status, seen.text).toBe(200)
      expect(seen.body.data).toMatchObject({ status: 'paid', paidAt: NOON.toISOString() })
      expect(seen.body.data.events.map((e) => e.status)).toEqual(['awaiting_payment', 'paid'])

      const cashback = cashbackOf(SAKURA)
      expect(cashback).toBe(174)
      const bonuses = await shop.bonuses(customer.token)
      expect(bonuses.body.data.pending).toBe(cashback)
      expect(bonuses.body.data.history).toContainEqual(
        expect.objectContaining({
          kind: 'cashback',
          status: 'pending',
          amount: cashback,
          orderId: order.id,
        }),
      )
      expect(await cashbackRows(order.id)).toHaveLength(1)
      // Pending cashback cannot be spent yet.
      expect(await availableSum(t.db, customer.id)).toBe(bonuses.body.data.balance)
    })

    it('cashback is on the food less the bonuses spent', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      await shop.earnBonuses(customer)
      const spend = 300
      const reply = await shop.place(customer.token, {
        ...pickup([line('set-sakura')]),
        paymentType: 'card_online',
        bonusToSpend: spend,
      })
      expect(reply.status, reply.text).toBe(201)
      const { order, payment } = reply.body.data
      expect(order).toMatchObject({ bonusSpent: spend, total: SAKURA - spend })
      expect(
        shop.simulator.orders.get(new URL(payment!.redirectUrl).searchParams.get('ref')!),
      ).toMatchObject({ amountCents: SAKURA - spend })
      await shop.payByCard(payment!.redirectUrl)
      const rows = await cashbackRows(order.id)
      expect(rows).toMatchObject([{ amount: cashbackOf(SAKURA - spend), status: 'pending' }])
    })

    it('declining: the failure page with the reason, payment_failed, and a new attempt pays it', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(shop)
      const page = await shop.payByCard(redirectUrl, 'decline')
      expect(where(page)).toBe(failure(order.id, 'event_10051'))
      await expectUnpaid(order.id, 'payment_failed')
      const seen = await shop.order(customer.token, order.id)
      expect(seen.body.data.events.map((e) => e.status)).toEqual([
        'awaiting_payment',
        'payment_failed',
      ])

      const retry = await shop.retry(customer.token, order.id)
      expect(retry.status, retry.text).toBe(200)
      expect(retry.body.data.redirectUrl).not.toBe(redirectUrl)
      expect(where(await shop.payByCard(retry.body.data.redirectUrl))).toBe(success(order.id))
      expect((await shop.order(customer.token, order.id)).body.data).toMatchObject({
        status: 'paid',
        paidAt: NOON.toISOString(),
      })
      expect(await cashbackRows(order.id)).toHaveLength(1)
    })

    it('cancelling on the Viva page leaves it awaiting payment; it can be paid later', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(shop)
      const page = await shop.land(await shop.press(redirectUrl, 'cancel'))
      expect(where(page)).toBe(failure(order.id, 'no_transaction'))
      await expectUnpaid(order.id)
      const retry = await shop.retry(customer.token, order.id)
      expect(where(await shop.payByCard(retry.body.data.redirectUrl))).toBe(success(order.id))
    })

    it('a payment on the page of an earlier attempt still pays the order', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(shop)
      // Two tabs: the customer started another attempt, then paid in the first tab.
      const retry = await shop.retry(customer.token, order.id)
      expect(retry.status, retry.text).toBe(200)
      const page = await shop.payByCard(redirectUrl)
      expect(where(page)).toBe(success(order.id))
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
      expect(await cashbackRows(order.id)).toHaveLength(1)
    })

    it('paying again is refused for a paid order, a cash order and another customer', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(shop)
      await shop.payByCard(redirectUrl)
      expectApiError(await shop.retry(customer.token, order.id), 409, orderMessage('notPayable'))
      const cash = await shop.placed(customer.token, pickup([line('set-sakura')]))
      expectApiError(
        await shop.retry(customer.token, cash.order.id),
        409,
        orderMessage('notPayable'),
      )
      const other = await cardOrder(shop)
      expectApiError(
        await shop.retry(customer.token, other.order.id),
        404,
        orderMessage('notFound'),
      )
      expect((await shop.retry(customer.token, 999_999)).status).toBe(404)
    })

    it('a return naming no known order: the failure page, nothing paid', async () => {
      const shop = shopClient(t)
      const reply = await shop.api.request(
        '/api/success-viva-redirect-url?t=5d3c9e4a-0c3c-4a43-9a1e-1b2c3d4e5f60&s=9007199254740993&lang=en-GB',
      )
      expect(reply.status).toBe(302)
      expect(reply.headers.get('location')).toBe('/checkout/payment-failure?reason=unknown_order')
    })
  })

  describe('exactly once', () => {
    it('the webhook 10 times in parallel racing the return: one paid event, one cashback', async () => {
      const shop = shopClient(t)
      const { customer, order, redirectUrl } = await cardOrder(shop)
      shop.holdWebhooks()
      const back = await shop.press(redirectUrl, 'approve')
      expect(shop.sentWebhooks).toHaveLength(1)
      const body = shop.sentWebhooks[0]!
      const [page, ...replays] = await Promise.all([
        shop.land(back),
        ...Array.from({ length: 10 }, () => shop.postWebhook(body)),
        (async () => {
          shop.releaseWebhooks()
          await shop.simulator.pendingDeliveries()
        })(),
      ])
      expect(where(page as URL)).toBe(success(order.id))
      for (const reply of replays.slice(0, 10)) expect((reply as Response).status).toBe(200)
      expect(shop.webhooks.map((w) => w.status)).toEqual([200])

      expect(await eventCount(t.db, order.id, 'paid')).toBe(1)
      expect(await cashbackRows(order.id)).toHaveLength(1)
      expect((await shop.bonuses(customer.token)).body.data.pending).toBe(cashbackOf(SAKURA))
      const events = await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, order.id))
      expect(events).toHaveLength(1)
    })

    it('the webhook first, then the return and later replays: still one of each', async () => {
      const shop = shopClient(t)
      const { order, redirectUrl } = await cardOrder(shop)
      const back = await shop.press(redirectUrl, 'approve')
      await shop.simulator.pendingDeliveries()
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
      expect(where(await shop.land(back))).toBe(success(order.id))
      const body = shop.sentWebhooks[0]!
      for (let i = 0; i < 3; i++) expect((await shop.postWebhook(body)).status).toBe(200)
      // The same event under a new message id (Viva sends duplicates) changes nothing either.
      const renamed = body.replace(/"MessageId":"[^"]+"/, '"MessageId":"another-message"')
      expect(renamed).toContain('"MessageId":"another-message"')
      expect((await shop.postWebhook(renamed)).status).toBe(200)
      expect(where(await shop.land(back))).toBe(success(order.id))
      expect(await eventCount(t.db, order.id, 'paid')).toBe(1)
      expect(await cashbackRows(order.id)).toHaveLength(1)
    })
  })

  describe('the transaction must match the order (fails closed)', () => {
    it.each([
      ['one cent short', 'amount', (tx: Tx) => ({ amountCents: tx.amountCents - 1 })],
      ['another order code', 'order_code', () => ({ orderCode: '9007199254740995' })],
      ['another merchant reference', 'merchant_trns', () => ({ merchantTrns: '424242' })],
      ['another currency', 'currency', () => ({ currencyCode: '975' })],
      ['not completed (A)', 'status_A', () => ({ statusId: 'A' })],
    ])('%s: not paid, the failure page', async (_, reason, edit) => {
      const shop = shopClient(t)
      const { order, redirectUrl } = await cardOrder(shop)
      shop.holdWebhooks()
      const back = await shop.press(redirectUrl, 'approve')
      const transaction = shop.simulator.transactions.get(back.searchParams.get('t')!)!
      expect(transaction).toBeDefined()
      Object.assign(transaction, edit(transaction))
      const expected = reason.startsWith('status_') ? reason : `mismatch_${reason}`
      expect(where(await shop.land(back))).toBe(failure(order.id, expected))
      shop.releaseWebhooks()
      await shop.simulator.pendingDeliveries()
      expect(shop.webhooks.map((w) => w.status)).toEqual([200])
      await expectUnpaid(order.id)
    })

    it("another order's approved transaction does not pay this one (return or webhook)", async () => {
      const shop = shopClient(t)
      const paid = await cardOrder(shop)
      const paidBack = await shop.press(paid.redirectUrl, 'approve')
      await shop.simulator.pendingDeliveries()
      const unpaid = await cardOrder(shop)
      const code = new URL(unpaid.redirectUrl).searchParams.get('ref')!
      const forged = new URL(paidBack)
      forged.searchParams.set('s', code)
      expect(where(await shop.land(forged))).toBe(failure(unpaid.order.id, 'mismatch_order_code'))
      const body = shop.sentWebhooks[0]!.replace(/"OrderCode":\d+/, `"OrderCode":${code}`).replace(
        /"MessageId":"[^"]+"/,
        '"MessageId":"forged-message"',
      )
      expect(body).toContain(`"OrderCode":${code},`)
      expect(body).toContain('"MessageId":"forged-message"')
      expect((await shop.postWebhook(body)).status).toBe(200)
      await expectUnpaid(unpaid.order.id)
    })

    it('Viva unreachable: the return fails closed, the webhook answers 503, a retry pays it', async () => {
      const shop = shopClient(t)
      const { order, redirectUrl } = await cardOrder(shop)
      shop.holdWebhooks()
      shop.simulator.outage(true)
      try {
        // The hosted page keeps working; the check behind the return does not.
        const back = await shop.press(redirectUrl, 'approve')
        expect(where(await shop.land(back))).toBe(failure(order.id, 'unverified'))
        await expectUnpaid(order.id)
        shop.releaseWebhooks()
        await shop.webhooksAnswered(1)
        expect(shop.webhooks.map((w) => w.status)).toEqual([503])
        await expectUnpaid(order.id)
      } finally {
        shop.simulator.outage(false)
      }
      // Viva retries (after a second in the simulator) and the order is paid, once.
      await shop.simulator.pendingDeliveries()
      expect(shop.webhooks.map((w) => w.status)).toEqual([503, 200])
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
      expect(await eventCount(t.db, order.id, 'paid')).toBe(1)
      expect(await cashbackRows(order.id)).toHaveLength(1)
    })
  })

  describe('forged webhooks', () => {
    /** A paid-event envelope naming a real order's code and a transaction Viva never made. */
    const forgedEvent = (orderCode: string, messageId: string) =>
      `{"EventTypeId":1796,"MessageId":"${messageId}","EventData":{"TransactionId":"${randomUUID()}","OrderCode":${orderCode}}}`

    it('an unknown transaction is "no such transaction" (200, recorded), not an outage (503)', async () => {
      const shop = shopClient(t)
      const { order, redirectUrl } = await cardOrder(shop)
      const code = new URL(redirectUrl).searchParams.get('ref')!
      const forged = await shop.postWebhook(forgedEvent(code, 'forged-unknown-tx'), '203.0.113.7')
      expect(forged.status).toBe(200)
      expect(shop.lines.some((l) => /unreachable/i.test(String(l.msg)))).toBe(false)
      await expectUnpaid(order.id)
      // Recorded: a replay of the same message costs no further call to Viva.
      const calls = shop.simulator.transactionLookups()
      expect((await shop.postWebhook(forgedEvent(code, 'forged-unknown-tx'))).status).toBe(200)
      expect(shop.simulator.transactionLookups()).toBe(calls)
      // The real payment still lands.
      await shop.payByCard(redirectUrl)
      expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' })
    })

    it(`one source gets ${LIMITS.webhooksPerSourceMinute.max} webhook calls a minute, then 429 with Retry-After`, async () => {
      const shop = shopClient(t)
      const { redirectUrl } = await cardOrder(shop)
      const code = new URL(redirectUrl).searchParams.get('ref')!
      const source = '198.51.100.23'
      for (let i = 0; i < LIMITS.webhooksPerSourceMinute.max; i++) {
        const reply = await shop.postWebhook(forgedEvent(code, `burst-${i}`), source)
        expect(reply.status, `call ${i + 1}`).toBe(200)
      }
      const calls = shop.simulator.transactionLookups()
      const limited = await shop.postWebhook(forgedEvent(code, 'burst-over'), source)
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
      expect(shop.simulator.transactionLookups()).toBe(calls)
      // Another source (Viva's own) is not held back.
      expect((await shop.postWebhook(forgedEvent(code, 'other'), '192.0.2.1')).status).toBe(200)
      shop.clock.advance(61_000)
      expect((await shop.postWebhook(forgedEvent(code, 'later'), source)).status).toBe(200)
    })
  })

  describe('the webhook endpoint', () => {
    it("GET answers Viva's verification key", async () => {
      const shop = shopClient(t)
      const token = await shop.simulator.app.request('/_viva/api/messages/config/token', {
        headers: {
          Authorization: `Basic ${Buffer.from('simulator-merchant:simulator-key').toString('base64')}`,
        },
      })
      const { Key } = (await token.json()) as { Key: string }
      expect(Key).toMatch(/^[0-9A-F]{40}$/)
      const reply = await shop.json<{ Key: string }>('GET', '/api/payments/viva/webhook', null)
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ Key })
    })

    it('GET while Viva is unreachable is 503 in the error shape, then the key once it is back', async () => {
      const shop = shopClient(t)
      shop.simulator.outage(true)
      try {
        const reply = await shop.json('GET', '/api/payments/viva/webhook', null)
        expectApiError(reply, 503)
        expect(reply.headers.get('cache-control')).toBe('no-store')
      } finally {
        shop.simulator.outage(false)
      }
      const reply = await shop.json<{ Key: string }>('GET', '/api/payments/viva/webhook', null)
      expect(reply.status).toBe(200)
      expect(reply.body.Key).toMatch(/^[0-9A-F]{40}$/)
    })

    it.each(['null', '[]', '42', '"text"', 'true'])(
      'a JSON body that is no event (%s) is 400',
      async (body) => {
        const shop = shopClient(t)
        const reply = await shop.postWebhook(body)
        expect(reply.status).toBe(400)
        expect(await reply.json()).toEqual({ received: false })
      },
    )

    it('other events are acknowledged and ignored; a body that is not JSON is 400', async () => {
      const shop = shopClient(t)
      const { order, redirectUrl } = await cardOrder(shop)
      shop.holdWebhooks()
      const back = await shop.press(redirectUrl, 'approve')
      const body = shop.sentWebhooks[0]!.replace('"EventTypeId":1796', '"EventTypeId":1797')
      expect(body).toContain('"EventTypeId":1797')
      expect((await shop.postWebhook(body)).status).toBe(200)
      await expectUnpaid(order.id)
      expect((await shop.postWebhook('{not json')).status).toBe(400)
      shop.releaseWebhooks()
      await shop.simulator.pendingDeliveries()
      expect(where(await shop.land(back))).toBe(success(order.id))
    })
  })

  it('every ledger movement of a paid order belongs to its customer', async () => {
    const shop = shopClient(t)
    const { customer, order, redirectUrl } = await cardOrder(shop)
    await shop.payByCard(redirectUrl)
    const rows = await ledgerOf(t.db, customer.id)
    expect(rows.filter((r) => r.orderId === order.id)).toMatchObject([
      { kind: 'cashback', status: 'pending', amount: cashbackOf(SAKURA) },
    ])
  })
})

type Tx = {
  amountCents: number
  orderCode: string
  merchantTrns: string | null
  currencyCode: string
  statusId: string
}
