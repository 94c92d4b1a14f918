import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { bonusLedger, orderFixes } from '#server/db/schema'
import site from '#server/db/seed/data/site.json'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { offerFields } from '#tests/support/offers'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import {
  availableSum,
  type Customer,
  catalogUnit,
  delivery,
  line,
  orderRow,
  pickup,
} from '#tests/support/shop'

const ENGINES = await engines()
const BRAND = site.settings.brand
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
const euros = (cents: number) =>
  `€${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

type Line = { id: number; productId: number; name: string; quantity: number; total: number }
type Fix = {
  name: string
  quantityBefore: number
  quantityAfter: number
  bonusReturned: number
  refund: number
  totalAfter: number
}
type Order = {
  id: number
  status: string
  subtotal: number
  deliveryFee: number
  bonusSpent: number
  discount: number
  total: number
  lines: Line[]
  fixes: Fix[]
  payment: { transactionId: string | null; refund: { status: string; amount: number } | null }
}

describe.each(ENGINES)('fixing an order instead of cancelling it on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
  })

  const SET = catalogUnit('set-sakura')
  const EDAMAME = catalogUnit('edamame')
  const detail = (id: number) =>
    op.json<{ data: Order }>('GET', `/api/operator/orders/${id}`, manager)
  const fix = (id: number, body: object, by = manager) =>
    op.json<{ data: Order }>('POST', `/api/operator/orders/${id}/fix`, by, body)
  const textsTo = (customer: Customer) =>
    op.sent.filter((s) => s.to === customer.phone && !/\b\d{6}\b/.test(s.text)).map((s) => s.text)

  /** A card order of a set and two edamame, paid on the simulator. */
  const paidOrder = async (extra: Record<string, unknown> = {}) => {
    const customer = await op.signUp()
    const reply = await op.place(customer.token, {
      ...pickup([line('set-sakura'), line('edamame', 2)]),
      paymentType: 'card_online',
      ...extra,
    })
    expect(reply.status, reply.text).toBe(201)
    await op.payByCard(reply.body.data.payment!.redirectUrl)
    const order = (await detail(reply.body.data.order.id)).body.data
    expect(order).toMatchObject({ status: 'paid' })
    return { customer, order }
  }
  /** A cash delivery of a set and two edamame. */
  const cashOrder = async () => {
    const customer = await op.signUp()
    const placed = await op.placed(
      customer.token,
      delivery([line('set-sakura'), line('edamame', 2)]),
    )
    return { customer, order: (await detail(placed.order.id)).body.data }
  }

  it('removes a line of a paid card order: Viva refunds the difference, the customer sees it and is texted', async () => {
    const { customer, order } = await paidOrder()
    const edamame = order.lines[1]!
    const reply = await fix(order.id, { lineId: edamame.id, from: 2, to: 0 })
    expect(reply.status, reply.text).toBe(200)
    const refund = 2 * EDAMAME
    expect(reply.body.data).toMatchObject({
      status: 'paid',
      subtotal: SET,
      total: order.total - refund,
      lines: [{ productId: order.lines[0]!.productId, quantity: 1 }],
      fixes: [{ quantityBefore: 2, quantityAfter: 0, refund, totalAfter: order.total - refund }],
    })
    // Viva's Cancel Transaction with the difference: the charge is partly refunded.
    const charge = op.simulator.transactions.get(order.payment.transactionId!)!
    expect(charge).toMatchObject({ statusId: 'R', refundedCents: refund })
    const refunds = [...op.simulator.transactions.values()].filter(
      (tx) => tx.typeId === 4 && tx.merchantTrns === String(order.id),
    )
    expect(refunds.map((tx) => tx.amountCents)).toEqual([refund])
    const [audited] = await op.audited('order.fixed', order.id)
    expect(audited).toMatchObject({
      before: { line: edamame.id, quantity: 2, total: order.total },
      after: { line: edamame.id, quantity: 0, total: order.total - refund },
      details: { dish: edamame.name, refund, refundTransactionId: refunds[0]!.transactionId },
    })
    // The customer's own page: the new lines, the new total and what came back.
    const mine = await op.order(customer.token, order.id)
    expect(mine.body.data).toMatchObject({
      total: order.total - refund,
      lines: [{ quantity: 1 }],
      fixes: [{ name: edamame.name, refund }],
    })
    await op.settle()
    expect(textsTo(customer)).toContain(
      fill(en.order.sms.fixRefund, {
        brand: BRAND,
        dish: edamame.name,
        quantity: 2,
        id: order.id,
        amount: euros(refund),
      }),
    )
    // Cashback follows the new total: 5 % of the dishes left.
    const [cashback] = await t.db
      .select()
      .from(bonusLedger)
      .where(eq(bonusLedger.orderId, order.id))
    expect(cashback).toMatchObject({ kind: 'cashback', amount: Math.floor((SET * 5) / 100) })
  })

  it('lowers a cash order: its new total is what the courier collects', async () => {
    const { customer, order } = await cashOrder()
    const edamame = order.lines[1]!
    const reply = await fix(order.id, { lineId: edamame.id, from: 2, to: 1 }, kitchen)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.data).toMatchObject({
      subtotal: SET + EDAMAME,
      deliveryFee: order.deliveryFee,
      total: order.total - EDAMAME,
      lines: [{ quantity: 1 }, { id: edamame.id, quantity: 1, total: EDAMAME }],
      fixes: [{ quantityBefore: 2, quantityAfter: 1, refund: 0 }],
    })
    expect(await orderRow(t.db, order.id)).toMatchObject({ total: order.total - EDAMAME })
    await op.settle()
    expect(textsTo(customer)).toContain(
      fill(en.order.sms.fixTotal, {
        brand: BRAND,
        dish: edamame.name,
        quantity: 1,
        id: order.id,
        total: euros(order.total - EDAMAME),
      }),
    )
  })

  it('gives the bonuses spent back first, then refunds the rest to the card', async () => {
    const { customer, order } = await paidOrder({ bonusToSpend: 300 })
    expect(order.bonusSpent).toBe(300)
    const before = await availableSum(t.db, customer.id)
    const reply = await fix(order.id, { lineId: order.lines[1]!.id, from: 2, to: 0 })
    expect(reply.status, reply.text).toBe(200)
    const removed = 2 * EDAMAME
    expect(reply.body.data).toMatchObject({
      bonusSpent: 0,
      total: order.total - (removed - 300),
      fixes: [{ bonusReturned: 300, refund: removed - 300 }],
    })
    expect(await availableSum(t.db, customer.id)).toBe(before + 300)
  })

  it('refuses the last line (that is a cancellation), a finished order and a line changed meanwhile', async () => {
    const customer = await op.signUp()
    const placed = await op.placed(customer.token, pickup([line('set-sakura', 2)]))
    const only = (await detail(placed.order.id)).body.data.lines[0]!
    expectApiError(
      await fix(placed.order.id, { lineId: only.id, from: 2, to: 0 }),
      409,
      en.operator.order.fixLastLine,
    )
    // One fewer of the only line is fine.
    expect((await fix(placed.order.id, { lineId: only.id, from: 2, to: 1 })).status).toBe(200)
    expectApiError(
      await fix(placed.order.id, { lineId: only.id, from: 2, to: 1 }),
      409,
      en.operator.order.fixChanged,
    )

    // A second screen still showing a dish another screen took off: changed, not "no such dish".
    const { order: twice } = await cashOrder()
    const taken = { lineId: twice.lines[1]!.id, from: 2, to: 0 }
    expect((await fix(twice.id, taken)).status).toBe(200)
    expectApiError(await fix(twice.id, taken), 409, en.operator.order.fixChanged)

    const { order } = await cashOrder()
    await op.advance(order.id, 'accepted', 'cooking', 'on_the_way', 'completed')
    expectApiError(
      await fix(order.id, { lineId: order.lines[1]!.id, from: 2, to: 0 }),
      409,
      en.operator.order.fixClosed,
    )
  })

  it('prices an order with offers again: a percent on the dishes left, kept below its minimum; Viva refunds the difference', async () => {
    const code = `FIX${engine.toUpperCase()}`
    const offer = await op.operator<{ data: { id: number } }>(
      'POST',
      '/offers',
      manager,
      offerFields({
        name: { bg: 'Оферта', ru: 'Предложение', en: 'Offer', uk: 'Пропозиция' },
        code,
        // Exactly the order: taking the edamame off leaves it below.
        minSubtotal: SET + 2 * EDAMAME,
      }),
    )
    expect(offer.status, offer.text).toBe(201)
    const tenth = (cents: number) => Math.round(cents / 10)
    const { customer, order } = await paidOrder({ promoCode: code })
    expect(order).toMatchObject({
      discount: tenth(SET + 2 * EDAMAME),
      total: SET + 2 * EDAMAME - tenth(SET + 2 * EDAMAME),
    })

    const reply = await fix(order.id, { lineId: order.lines[1]!.id, from: 2, to: 0 })
    expect(reply.status, reply.text).toBe(200)
    const total = SET - tenth(SET)
    const refund = order.total - total
    expect(reply.body.data).toMatchObject({
      subtotal: SET,
      discount: tenth(SET),
      offers: [{ code, amount: tenth(SET) }],
      total,
      fixes: [{ quantityAfter: 0, refund, totalAfter: total }],
    })
    const charge = op.simulator.transactions.get(order.payment.transactionId!)!
    expect(charge).toMatchObject({ refundedCents: refund })
    // The offer's figures in the console follow what it now takes off.
    const offers = await op.operator<{ data: { id: number; given: number }[] }>(
      'GET',
      '/offers',
      manager,
    )
    expect(offers.body.data.find((o) => o.id === offer.body.data.id)!.given).toBe(tenth(SET))
    await op.settle()
    expect(textsTo(customer).join('\n')).toContain(euros(refund))
  })

  it('two staff at once: one fix wins, the other gets a 409, and Viva refunds once', async () => {
    const { order } = await paidOrder()
    const body = { lineId: order.lines[1]!.id, from: 2, to: 0 }
    const replies = await Promise.all([fix(order.id, body), fix(order.id, body)])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = replies.find((r) => r.status === 409)!
    expectApiError(loser, 409)
    const refunds = [...op.simulator.transactions.values()].filter(
      (tx) => tx.typeId === 4 && tx.merchantTrns === String(order.id),
    )
    expect(refunds).toHaveLength(1)
    expect(
      await t.db.select().from(orderFixes).where(eq(orderFixes.orderId, order.id)),
    ).toHaveLength(1)
  })

  it('a paid card order is a manager’s: the kitchen gets a 403, a courier too', async () => {
    const { order } = await paidOrder()
    const body = { lineId: order.lines[1]!.id, from: 2, to: 0 }
    expectApiError(await fix(order.id, body, kitchen), 403, en.operator.order.fixNeedsManager)
    expectApiError(await fix(order.id, body, await op.staffOf('courier')), 403)
    expect((await detail(order.id)).body.data.total).toBe(order.total)
  })

  it('bad input is a 4xx in the error shape, never a change', async () => {
    const { order } = await cashOrder()
    const edamame = order.lines[1]!
    const more = await fix(order.id, { lineId: edamame.id, from: 2, to: 2 })
    expectApiError(more, 422)
    expect(errorsOf(more)).toEqual({ to: en.operator.order.fixNotLess })
    expectApiError(await fix(order.id, { lineId: edamame.id, from: 0, to: -1 }), 422)
    expectApiError(await fix(order.id, { lineId: 'x', from: 2, to: 1 }), 422)
    expectApiError(await fix(999_999, { lineId: edamame.id, from: 2, to: 1 }), 404)
    const other = await cashOrder()
    expectApiError(
      await fix(order.id, { lineId: other.order.lines[0]!.id, from: 1, to: 0 }),
      404,
      en.operator.order.fixNoLine,
    )
    expect((await detail(order.id)).body.data).toMatchObject({ total: order.total, fixes: [] })
  })

  it('when Viva fails nothing changes and staff read why; a later cancellation refunds what is left', async () => {
    const { order } = await paidOrder()
    const body = { lineId: order.lines[1]!.id, from: 2, to: 0 }
    op.simulator.outage(true)
    try {
      expectApiError(
        await fix(order.id, body),
        502,
        fill(en.operator.order.fixVivaDown, { amount: euros(2 * EDAMAME) }),
      )
    } finally {
      op.simulator.outage(false)
    }
    expect((await detail(order.id)).body.data).toMatchObject({ total: order.total, fixes: [] })
    expect((await fix(order.id, body)).status).toBe(200)
    const cancelled = await op.cancel(order.id)
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data.payment.refund).toMatchObject({
      status: 'completed',
      amount: order.total - 2 * EDAMAME,
    })
    expect(op.simulator.transactions.get(order.payment.transactionId!)).toMatchObject({
      refundedCents: order.total,
    })
  })
})
