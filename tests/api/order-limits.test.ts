import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import type { AnswerOf } from '#shared/api-client'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { expectApiError, send, useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import { delivery, line, newKey, orderMessage, orderRow, pickup } from '#tests/support/shop'

const ENGINES = await engines()

// Security.md hole 8: an order's limits are site data a manager sets in the console, and an order
// above the confirmation amount waits for a manager before the kitchen sees it.

type Limits = {
  maxLines: number
  maxQuantity: number
  maxTotal: number
  confirmAbove: number
  maxOpenCashOrders: number
  payMinutes: number
}
type Site = { data: { order_limits: Limits } }
type Held = AnswerOf<'post', '/api/operator/orders/{id}/confirm'>
type Board = { data: { id: number; status: string; awaitingConfirmation: boolean }[] }

const SEEDED = DEFAULT_ORDER_LIMITS
const SAKURA = 3490
const FAILED = validationMessage('en', 'failed')

describe.each(ENGINES)('order limits and confirmations on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
  })

  const setLimits = (body: Partial<Limits>, token = manager) =>
    op.operator<Site>('POST', '/site/order_limits', token, body)
  const withLimits = async (body: Partial<Limits>, work: () => Promise<void>) => {
    expect((await setLimits(body)).status).toBe(200)
    try {
      await work()
    } finally {
      expect((await setLimits(SEEDED)).status).toBe(200)
    }
  }
  const refused = async (body: object, errors: Record<string, string>) => {
    const customer = await op.signUp()
    const quote = await op.quote(customer.token, body)
    expect(quote.status, quote.text).toBe(200)
    expect(quote.body.data).toMatchObject({ problems: errors })
    const reply = await op.place(customer.token, body)
    expect(reply.status, reply.text).toBe(422)
    expect(reply.body).toEqual({ message: FAILED, errors })
  }
  const accept = (id: number) =>
    op.operator('POST', `/orders/${id}/status`, kitchen, { status: 'accepted' })
  const confirm = (id: number, token = manager) =>
    op.operator<Held>('POST', `/orders/${id}/confirm`, token, {})
  const boardRow = async (id: number) => {
    const board = await op.operator<Board>('GET', '/orders?sort=newest&perPage=100', kitchen)
    return board.body.data.find((order) => order.id === id)
  }

  it('shows the seeded limits to the staff; a manager changes them, the kitchen cannot', async () => {
    const site = await op.operator<Site>('GET', '/site', kitchen)
    expect(site.status, site.text).toBe(200)
    expectDocumented(op, 'get', '/operator/site', site.body)
    expect(site.body.data.order_limits).toEqual(SEEDED)
    expect(SEEDED).toEqual({
      maxLines: 30,
      maxQuantity: 30,
      maxTotal: 100_000,
      confirmAbove: 30_000,
      maxOpenCashOrders: 3,
      payMinutes: 20,
    })

    expectApiError(await setLimits({ maxLines: 5 }, kitchen), 403)
    const bad = await setLimits({
      maxLines: 0,
      maxQuantity: 100,
      maxTotal: -1,
      maxOpenCashOrders: 0,
      payMinutes: 2,
    })
    expectApiError(bad, 422)
    expect(Object.keys(errorsOf(bad) ?? {}).sort()).toEqual([
      'maxLines',
      'maxOpenCashOrders',
      'maxQuantity',
      'maxTotal',
      'payMinutes',
    ])
    expectApiError(await setLimits({}), 422)

    await withLimits({ maxLines: 4 }, async () => {
      const reply = (await op.operator<Site>('GET', '/site', kitchen)).body
      expect(reply.data.order_limits).toEqual({ ...SEEDED, maxLines: 4 })
      expect(await op.audited('site.order_limits')).toMatchObject([
        { before: { maxLines: 30 }, after: { maxLines: 4 } },
      ])
    })
  })

  it('a breach answers 422 naming the field and the limit, in the quote and at placement; the console’s figure is the one used', async () => {
    const five = Array.from({ length: 5 }, () => line('set-sakura'))
    // Within the seeded limits: taken.
    await op.placed((await op.signUp()).token, delivery(five))
    await withLimits({ maxLines: 4 }, () =>
      refused(delivery(five), { lines: orderMessage('tooManyLines', { max: 4 }) }),
    )
    await withLimits({ maxQuantity: 2 }, () =>
      refused(delivery([line('set-sakura', 3)]), {
        lines: orderMessage('tooManyItems', { max: 2 }),
      }),
    )
    await withLimits({ maxTotal: 5000 }, () =>
      refused(delivery([line('set-sakura', 2)]), {
        total: orderMessage('tooLarge', {}, { amount: 5000 }),
      }),
    )
  })

  it('staff taking a phone order above the total limit are not told to take it by phone', async () => {
    await withLimits({ maxTotal: 5000 }, async () => {
      const body = { ...delivery([line('set-sakura', 2)]), phone: (await op.signUp()).phone }
      const total = orderMessage('tooLargeByPhone', {}, { amount: 5000 })
      expect(total).not.toContain('by phone')
      const quote = await op.operator<{ data: { problems: object } }>(
        'POST',
        '/phone-orders/quote',
        kitchen,
        body,
      )
      expect(quote.status, quote.text).toBe(200)
      expect(quote.body.data.problems).toMatchObject({ total })
      const placed = await send(op.api, '/api/operator/phone-orders', {
        method: 'POST',
        lang: 'en',
        headers: {
          Authorization: `Bearer ${kitchen}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': newKey(),
        },
        body: JSON.stringify(body),
      })
      expect(placed.status, placed.text).toBe(422)
      expect(placed.body).toMatchObject({ errors: { total } })
    })
  })

  it('an order above the confirmation amount is taken but held: the kitchen sees it only after a manager confirms', async () => {
    await withLimits({ confirmAbove: SAKURA }, async () => {
      const customer = await op.signUp()
      const small = await op.placed(customer.token, pickup([line('set-sakura')]))
      expect((await orderRow(t.db, small.order.id))?.awaitingConfirmation).toBe(false)

      const { order } = await op.placed(customer.token, pickup([line('set-sakura', 2)]))
      expect(await orderRow(t.db, order.id)).toMatchObject({
        status: 'new',
        awaitingConfirmation: true,
      })
      // The customer's page says so; the board shows it apart.
      const mine = await op.order(customer.token, order.id)
      expect(mine.body.data.awaitingConfirmation).toBe(true)
      expect(await boardRow(order.id)).toMatchObject({ status: 'new', awaitingConfirmation: true })

      expectApiError(await accept(order.id), 409, en.operator.order.awaitingConfirmation)
      // No screen prints its ticket while it is held; the first one after the confirmation does.
      const print = async () =>
        (
          await op.operator<{ data: { claimed: boolean } }>(
            'POST',
            `/orders/${order.id}/printed`,
            kitchen,
            {},
          )
        ).body.data.claimed
      expect(await print()).toBe(false)
      expectApiError(await confirm(order.id, kitchen), 403)
      expect(await orderRow(t.db, order.id)).toMatchObject({ awaitingConfirmation: true })

      const confirmed = await confirm(order.id)
      expect(confirmed.status, confirmed.text).toBe(200)
      expectDocumented(op, 'post', '/operator/orders/:id/confirm', confirmed.body)
      expect(confirmed.body.data).toMatchObject({ status: 'new', awaitingConfirmation: false })
      expect(await op.audited('order.confirmed', order.id)).toHaveLength(1)
      expect(await boardRow(order.id)).toMatchObject({ awaitingConfirmation: false })
      expect(await print()).toBe(true)
      expect((await accept(order.id)).status).toBe(200)

      expectApiError(await confirm(order.id), 409, en.operator.order.nothingToConfirm)
      expectApiError(await confirm(2 ** 31), 404, en.order.notFound)
    })
  })

  it('split orders count together: 20 cash orders at once place the cap, and those past the amount together are held', async () => {
    await withLimits({ confirmAbove: 2 * SAKURA }, async () => {
      const customer = await op.signUp()
      const order = pickup([line('set-sakura')])
      const tooMany = orderMessage('tooManyOpen', { max: SEEDED.maxOpenCashOrders })
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => op.place(customer.token, order)),
      )
      const taken = replies.filter((reply) => reply.status === 201)
      expect(taken).toHaveLength(SEEDED.maxOpenCashOrders)
      for (const reply of replies.filter((r) => r.status !== 201)) {
        expect(reply.status, reply.text).toBe(422)
        expect(reply.body).toEqual({ message: FAILED, errors: { paymentType: tooMany } })
      }
      // Each alone is far below the amount; the third makes the open ones pass it together.
      const ids = taken.map((reply) => reply.body.data.order.id).sort((a, b) => a - b)
      const held = await Promise.all(
        ids.map(async (id) => (await orderRow(t.db, id))?.awaitingConfirmation),
      )
      expect(held).toEqual([false, false, true])

      // The checkout says so before the customer pays; a card order, paid first, is still taken.
      const quote = await op.quote(customer.token, order)
      expect(quote.body.data).toMatchObject({ problems: { paymentType: tooMany } })
      const byCard = await op.place(customer.token, { ...order, paymentType: 'card_online' })
      expect(byCard.status, byCard.text).toBe(201)

      // An order over (here cancelled) frees its place and its amount.
      const cancelled = await op.operator('POST', `/orders/${ids[0]}/cancel`, kitchen, {
        reason: 'Customer called to cancel',
      })
      expect(cancelled.status, cancelled.text).toBe(200)
      const again = await op.placed(customer.token, order)
      expect((await orderRow(t.db, again.order.id))?.awaitingConfirmation).toBe(true)
    })
  })

  it('a card order above the amount pays first, then waits for the confirmation', async () => {
    await withLimits({ confirmAbove: SAKURA }, async () => {
      const customer = await op.signUp()
      const reply = await op.place(customer.token, {
        ...pickup([line('set-sakura', 2)]),
        paymentType: 'card_online',
      })
      expect(reply.status, reply.text).toBe(201)
      const id = reply.body.data.order.id
      await op.payByCard(reply.body.data.payment!.redirectUrl)
      expect(await orderRow(t.db, id)).toMatchObject({ status: 'paid', awaitingConfirmation: true })
      expectApiError(await accept(id), 409, en.operator.order.awaitingConfirmation)
      expect((await confirm(id)).status).toBe(200)
      expect((await accept(id)).status).toBe(200)
    })
  })

  it('a held order can be cancelled without a confirmation', async () => {
    await withLimits({ confirmAbove: SAKURA }, async () => {
      const customer = await op.signUp()
      const { order } = await op.placed(customer.token, delivery([line('set-sakura', 2)]))
      const reply = await op.operator('POST', `/orders/${order.id}/cancel`, kitchen, {
        reason: 'Customer did not answer',
      })
      expect(reply.status, reply.text).toBe(200)
      expectApiError(await confirm(order.id), 409, en.operator.order.nothingToConfirm)
    })
  })
})
