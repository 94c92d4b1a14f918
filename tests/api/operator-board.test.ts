import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import { refunds } from '#server/db/schema'
import type { AnswerOf } from '#shared/api-client'
import { LANGS } from '#shared/locales'
import { expectApiError, send, useApi, validationMessage } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import {
  delivery,
  line,
  orderRow,
  pickup,
  seedOption,
  seedRegion,
  seedRestaurant,
} from '#tests/support/shop'

const ENGINES = await engines()

type Board = {
  data: {
    id: number
    status: string
    orderType: string
    paymentType: string
    total: number
    restaurantId: number | null
    regionId: number | null
    scheduledFor: string | null
    createdAt: string
    paidAt: string | null
    printedAt: string | null
    promisedAt: string
    cookAt: string
    street: string | null
    comment: string
    itemCount: number
    customer: { name: string; phone: string }
  }[]
  meta: { page: number; perPage: number; total: number }
}
type Detail = AnswerOf<'get', '/api/operator/orders/{id}'>

describe.each(ENGINES)('the orders board on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
  })

  const board = (query: string) => op.json<Board>('GET', `/api/operator/orders?${query}`, kitchen)
  const ids = async (query: string) => {
    const reply = await board(`${query}&perPage=100`)
    expect(reply.status, reply.text).toBe(200)
    return reply.body.data.map((o) => o.id)
  }
  const detail = (id: number) => op.json<Detail>('GET', `/api/operator/orders/${id}`, kitchen)
  const cancel = (id: number, body: object = { reason: 'Out of salmon today' }, by = kitchen) =>
    op.json<Detail>('POST', `/api/operator/orders/${id}/cancel`, by, body)
  /** Paid card orders are cancelled (and refunded) by a manager. */
  const refundingCancel = (id: number) => cancel(id, undefined, manager)
  const retryRefund = (id: number) =>
    op.json<Detail>('POST', `/api/operator/orders/${id}/refund`, manager, {})

  /** A card order paid on the simulator. */
  const paidOrder = async () => {
    const customer = await op.signUp()
    const reply = await op.place(customer.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
    })
    expect(reply.status, reply.text).toBe(201)
    await op.payByCard(reply.body.data.payment!.redirectUrl)
    const order = await orderRow(t.db, reply.body.data.order.id)
    expect(order).toMatchObject({ status: 'paid' })
    return { customer, order: order! }
  }

  it('filters by status, restaurant, zone and day, newest first, a page at a time', async () => {
    const customer = await op.signUp()
    const lozenets = seedRegion('lozenets')
    const now = await op.placed(customer.token, delivery([line('set-sakura')]))
    op.clock.advance(MINUTE)
    const there = await op.placed(
      customer.token,
      pickup([line('set-sakura')], { restaurantId: seedRestaurant('lozenets').id }),
    )
    op.clock.advance(MINUTE)
    const tomorrow = await op.placed(
      customer.token,
      delivery([line('set-sakura', 2)], {
        regionId: lozenets.id,
        paymentType: 'card_online',
        time: '2026-11-25T13:00:00+02:00',
      }),
    )
    const [a, b, c] = [now.order.id, there.order.id, tomorrow.order.id]

    const fresh = await ids('sort=newest&status=new')
    expect(fresh).toEqual(expect.arrayContaining([a, b]))
    expect(fresh).not.toContain(c)
    expect(fresh.indexOf(b)).toBeLessThan(fresh.indexOf(a))
    const two = await ids('sort=newest&status=new,awaiting_payment')
    expect(two.indexOf(c)).toBeGreaterThanOrEqual(0)
    expect(two.indexOf(c)).toBeLessThan(two.indexOf(b))
    expect(two.indexOf(b)).toBeLessThan(two.indexOf(a))
    expect(await ids(`sort=newest&restaurantId=${seedRestaurant('lozenets').id}`)).toContain(b)
    expect(await ids(`sort=newest&restaurantId=${seedRestaurant('lozenets').id}`)).not.toContain(a)
    expect(await ids(`sort=newest&regionId=${lozenets.id}`)).toEqual(expect.arrayContaining([c]))
    expect(await ids(`sort=newest&regionId=${lozenets.id}`)).not.toContain(a)
    // A scheduled order counts on the day it is due, in Sofia.
    const today = await ids('sort=newest&date=2026-11-24')
    expect(today).toEqual(expect.arrayContaining([a, b]))
    expect(today).not.toContain(c)
    expect(await ids('sort=newest&date=2026-11-25')).toContain(c)

    const first = await board('sort=newest&status=new,awaiting_payment&perPage=1')
    expect(first.body.meta).toMatchObject({ page: 1, perPage: 1 })
    expect(first.body.meta.total).toBeGreaterThanOrEqual(3)
    expect(first.body.data).toHaveLength(1)
    const second = await board('sort=newest&status=new,awaiting_payment&perPage=1&page=2')
    expect(second.body.data[0]!.id).not.toBe(first.body.data[0]!.id)
    expect(first.body.data[0]).toMatchObject({
      id: c,
      status: 'awaiting_payment',
      orderType: 'delivery',
      paymentType: 'card_online',
      regionId: lozenets.id,
      scheduledFor: '2026-11-25T11:00:00.000Z',
      customer: { name: 'Ana', phone: customer.phone },
    })

    const bad = await board('sort=newest&status=new,eaten')
    expectApiError(bad, 422, validationMessage('en', 'failed'))
    expect(Object.keys(errorsOf(bad) ?? {})).toEqual(['status'])
    expectApiError(await board('sort=newest&date=24.11.2026'), 422)
  })

  it('lists by the time promised at placement: the chosen time, else the kitchen’s ASAP promise', async () => {
    const customer = await op.signUp()
    const boyana = seedRegion('boyana-dragalevtsi')
    const far = await op.placed(
      customer.token,
      delivery([line('set-sakura', 2)], { regionId: boyana.id, comment: 'Call at the gate' }),
    )
    op.clock.advance(MINUTE)
    const counter = await op.placed(customer.token, pickup([line('set-sakura', 3)]))
    const all = (await board('date=2026-11-24&perPage=100')).body.data
    const promised = all.map((o) => Date.parse(o.promisedAt))
    expect(promised).toEqual([...promised].sort((a, b) => a - b))
    // The pickup is due when its kitchen has cooked it, the far zone's delivery later.
    const both = all.filter((o) => o.id === far.order.id || o.id === counter.order.id)
    expect(both.map((o) => o.id)).toEqual([counter.order.id, far.order.id])
    expect(both[1]).toMatchObject({
      promisedAt: new Date(
        Date.parse(far.order.createdAt) +
          (seedRestaurant(boyana.restaurant).prepMinutes + boyana.etaMinutes) * MINUTE,
      ).toISOString(),
      // Its cooking starts as it arrives: the promise is the preparation and the drive from then.
      cookAt: new Date(far.order.createdAt).toISOString(),
      street: '22 Graf Ignatiev St',
      comment: 'Call at the gate',
      itemCount: 2,
      source: 'web',
    })
    expect(both[0]).toMatchObject({
      promisedAt: new Date(
        Date.parse(counter.order.createdAt) + seedRestaurant('center').prepMinutes * MINUTE,
      ).toISOString(),
      cookAt: new Date(counter.order.createdAt).toISOString(),
      street: null,
      itemCount: 3,
    })
  })

  it("a delivery order belongs to its zone's kitchen, so that kitchen's filter shows it", async () => {
    const customer = await op.signUp()
    const lozenets = seedRegion('lozenets')
    const { order } = await op.placed(
      customer.token,
      delivery([line('set-sakura', 2)], { regionId: lozenets.id }),
    )
    expect(await orderRow(t.db, order.id)).toMatchObject({
      restaurantId: seedRestaurant('lozenets').id,
    })
    expect(await ids(`restaurantId=${seedRestaurant('lozenets').id}`)).toContain(order.id)
    expect(await ids(`restaurantId=${seedRestaurant('center').id}`)).not.toContain(order.id)
  })

  it('opens an order: lines with modifiers, address, time, customer, payment, history', async () => {
    const customer = await op.signUp()
    await op.updateProfile(customer.token, { name: 'Elena', surname: 'Petrova' })
    const { order } = await op.placed(
      customer.token,
      delivery([line('filadelfiia-klasik', 2, { 'unagi-sauce': 1 })], { comment: 'Ring twice' }),
    )
    const reply = await detail(order.id)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expect(reply.body.data).toMatchObject({
      id: order.id,
      status: 'new',
      address: { street: '22 Graf Ignatiev St', entrance: 'A', floor: '3', apartment: '7' },
      comment: 'Ring twice',
      scheduledFor: null,
      lines: [
        {
          quantity: 2,
          modifiers: [expect.objectContaining({ quantity: 1, name: expect.any(String) })],
        },
      ],
      events: [{ status: 'new', at: op.clock.now.toISOString(), note: '' }],
      customer: { name: 'Elena Petrova', phone: customer.phone },
      payment: { reference: null, transactionId: null, refund: null },
    })
    expectApiError(await detail(999_999), 404, en.order.notFound)
  })

  it("names the dishes in the staff member's language, whichever the customer ordered in", async () => {
    const customer = await op.signUp()
    // The shop's client orders in English (tests/support/shop.ts).
    const { order } = await op.placed(
      customer.token,
      delivery([line('filadelfiia-klasik', 2, { 'unagi-sauce': 1 })]),
    )
    const dish = seedProduct('filadelfiia-klasik').name
    const sauce = seedOption('unagi-sauce').name
    for (const lang of LANGS) {
      const reply = await send<Detail>(op.api, `/api/operator/orders/${order.id}`, {
        lang,
        headers: { Authorization: `Bearer ${kitchen}` },
      })
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body.data.lines, lang).toMatchObject([
        { name: dish[lang], modifiers: [{ name: sauce[lang], quantity: 1 }] },
      ])
    }
  })

  it('an order id beyond the database’s integers is no order: 404 on every order action, never 500', async () => {
    const beyond = 2 ** 31
    expectApiError(await detail(beyond), 404, en.order.notFound)
    expectApiError(
      await op.json('POST', `/api/operator/orders/${beyond}/status`, kitchen, {
        status: 'accepted',
      }),
      404,
      en.order.notFound,
    )
    expectApiError(await cancel(beyond), 404, en.order.notFound)
    expectApiError(await retryRefund(beyond), 409, en.operator.order.noRefund)
  })

  it('moves an order on: the customer sees it, the audit log keeps who and when', async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    const moved = await send<Detail>(op.api, `/api/operator/orders/${order.id}/status`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${kitchen}`,
        'Content-Type': 'application/json',
        'X-Client-IP': '203.0.113.50',
      },
      body: JSON.stringify({ status: 'accepted', note: 'ten minutes' }),
    })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.data.status).toBe('accepted')
    expect((await op.order(customer.token, order.id)).body.data).toMatchObject({
      status: 'accepted',
      events: [{ status: 'new' }, { status: 'accepted', note: 'ten minutes' }],
    })
    expect(await op.audited('order.status', order.id)).toMatchObject([
      {
        action: 'order.status',
        targetType: 'order',
        before: { status: 'new' },
        after: { status: 'accepted' },
        details: { note: 'ten minutes' },
        ip: '203.0.113.50',
        at: op.clock.now,
      },
    ])
    const viaStatus = await op.json('POST', `/api/operator/orders/${order.id}/status`, kitchen, {
      status: 'cancelled',
    })
    expectApiError(viaStatus, 422)
    expect(errorsOf(viaStatus)).toEqual({
      status: en.operator.order.useCancel,
    })
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'accepted' })
  })

  it('a second screen pressing Accept again is told, in its own language, what the order is now', async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    const accept = (lang: string) =>
      op.operator('POST', `/orders/${order.id}/status`, kitchen, { status: 'accepted' }, lang)
    expect((await accept('en')).status).toBe(200)
    const again = await accept('bg')
    expectApiError(
      again,
      409,
      bg.order.badTransition
        .replace('{{from}}', bg.account.status.accepted)
        .replace('{{to}}', bg.account.status.accepted),
    )
    expect(again.text).not.toMatch(/accepted/)
  })

  it("prints each order's ticket once across screens: ten screens ask at once, one prints it", async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    const row = async () =>
      (await board('status=new&perPage=100')).body.data.find((o) => o.id === order.id)
    expect((await row())?.printedAt).toBeNull()
    const screens = await Promise.all(
      Array.from({ length: 10 }, () =>
        op.operator<{ data: { claimed: boolean } }>(
          'POST',
          `/orders/${order.id}/printed`,
          kitchen,
          {},
        ),
      ),
    )
    expect(screens.map((s) => s.status)).toEqual(Array(10).fill(200))
    expect(screens.filter((s) => s.body.data.claimed)).toHaveLength(1)
    // A screen that reloads later sees it printed, and is told so if it asks.
    expect((await row())?.printedAt).toBe(op.clock.now.toISOString())
    const later = await op.operator<{ data: { claimed: boolean } }>(
      'POST',
      `/orders/${order.id}/printed`,
      manager,
      {},
    )
    expect(later.body.data.claimed).toBe(false)
    expectApiError(
      await op.operator('POST', '/orders/999999/printed', kitchen, {}),
      404,
      en.order.notFound,
    )
  })

  it('cancels with a reason; a cash order has nothing to refund', async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    expectApiError(await cancel(order.id, {}), 422)
    expectApiError(await cancel(order.id, { reason: ' ' }), 422)
    const reply = await cancel(order.id)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.data).toMatchObject({ status: 'cancelled', payment: { refund: null } })
    expect((await op.order(customer.token, order.id)).body.data.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Out of salmon today',
    })
    expect(await op.audited('order.cancelled', order.id)).toMatchObject([
      {
        before: { status: 'new' },
        after: { status: 'cancelled' },
        details: { reason: 'Out of salmon today' },
      },
    ])
    expectApiError(
      await cancel(order.id),
      409,
      en.order.badTransition
        .replace('{{from}}', en.account.status.cancelled)
        .replace('{{to}}', en.account.status.cancelled),
    )
    expectApiError(await cancel(999_999), 404)
  })

  it('cancelling a paid card order refunds it through Viva, which confirms by webhook 1797', async () => {
    const { order } = await paidOrder()
    const reply = await refundingCancel(order.id)
    expect(reply.status, reply.text).toBe(200)
    const { payment } = reply.body.data
    expect(payment.transactionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(payment.refund).toMatchObject({
      status: 'completed',
      amount: order.total,
      refundTransactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(op.simulator.transactions.get(payment.transactionId!)).toMatchObject({
      statusId: 'R',
      refundedCents: order.total,
    })
    expect(op.simulator.transactions.get(payment.refund!.refundTransactionId!)).toMatchObject({
      typeId: 4,
      statusId: 'F',
      amountCents: order.total,
    })
    await op.simulator.pendingDeliveries()
    const reversal = op.webhooks.find((w) => JSON.parse(w.body).EventTypeId === 1797)
    expect(reversal?.status).toBe(200)
    expect(await op.audited('order.refund', order.id)).toMatchObject([
      {
        after: { status: 'completed', amount: order.total },
        details: { refundTransactionId: payment.refund!.refundTransactionId },
      },
    ])
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'cancelled' })
  })

  it('a refund that fails (Viva down) leaves the order cancelled and is tried again later', async () => {
    const { order } = await paidOrder()
    op.simulator.outage(true)
    try {
      const reply = await refundingCancel(order.id)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body.data).toMatchObject({
        status: 'cancelled',
        payment: { refund: { status: 'failed', refundTransactionId: null } },
      })
      expectApiError(await retryRefund(order.id), 502, en.operator.order.refundFailed)
    } finally {
      op.simulator.outage(false)
    }
    const retried = await retryRefund(order.id)
    expect(retried.status, retried.text).toBe(200)
    expect(retried.body.data.payment.refund).toMatchObject({ status: 'completed' })
    expectApiError(await retryRefund(order.id), 409, en.operator.order.noRefund)
    const refundsOf = [...op.simulator.transactions.values()].filter(
      (tx) => tx.typeId === 4 && tx.merchantTrns === String(order.id),
    )
    expect(refundsOf).toHaveLength(1)
    expect((await op.audited('order.refund', order.id)).map((r) => r.after)).toEqual([
      { status: 'failed', amount: order.total },
      { status: 'failed', amount: order.total },
      { status: 'completed', amount: order.total },
    ])
  })

  it('parallel cancellations cancel once and refund once', async () => {
    const { order } = await paidOrder()
    const replies = await Promise.all([
      refundingCancel(order.id),
      refundingCancel(order.id),
      refundingCancel(order.id),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    expect(rows).toMatchObject([{ status: 'completed', amount: order.total }])
    const refundsOf = [...op.simulator.transactions.values()].filter(
      (tx) => tx.typeId === 4 && tx.merchantTrns === String(order.id),
    )
    expect(refundsOf).toHaveLength(1)
  })
})
