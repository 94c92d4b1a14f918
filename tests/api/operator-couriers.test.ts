import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { delivery, line, orderRow, pickup } from '#tests/support/shop'

const ENGINES = await engines()

type Delivery = {
  id: number
  status: string
  address: { street: string } | null
  zone: string | null
  comment: string
  paymentType: string
  promisedAt: string
  toCollect: number
  customer: { name: string; phone: string }
}

describe.each(ENGINES)('couriers on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
  })

  const handTo = (orderId: number, courierId: number | null, token = kitchen) =>
    op.operator('POST', `/orders/${orderId}/courier`, token, { courierId })
  const deliveries = (token: string) =>
    op.operator<{ data: Delivery[] }>('GET', '/deliveries', token)
  const move = async (orderId: number, status: string) => {
    const reply = await op.operator('POST', `/orders/${orderId}/status`, kitchen, { status })
    expect(reply.status, reply.text).toBe(200)
  }
  const delivered = (orderId: number, token: string) =>
    op.operator('POST', `/deliveries/${orderId}/delivered`, token, {})

  it('a courier sees their own deliveries, calls the customer and marks one delivered', async () => {
    const courier = await op.member('courier')
    const other = await op.member('courier')
    const customer = await op.signUp()
    await op.updateProfile(customer.token, { name: 'Elena', surname: 'Petrova' })
    const { order } = await op.placed(
      customer.token,
      delivery([line('set-sakura')], { comment: 'Allergic to sesame' }),
    )
    await move(order.id, 'accepted')

    const couriers = await op.operator<{ data: { id: number }[] }>('GET', '/couriers', kitchen)
    expect(couriers.body.data.map((k) => k.id)).toEqual(
      expect.arrayContaining([courier.id, other.id]),
    )
    const handed = await handTo(order.id, courier.id)
    expect(handed.status, handed.text).toBe(200)
    expect(await op.audited('order.courier', order.id)).toMatchObject([
      { before: { courierId: null }, after: { courierId: courier.id } },
    ])

    const mine = await deliveries(courier.token)
    expect(mine.status, mine.text).toBe(200)
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'accepted',
        address: expect.objectContaining({ street: '22 Graf Ignatiev St' }),
        zone: 'Center',
        comment: 'Allergic to sesame',
        paymentType: 'cash',
        // The time the customer was given, which the courier's round keeps.
        promisedAt: order.promisedAt,
        toCollect: order.total,
        customer: { name: 'Elena Petrova', phone: customer.phone },
      }),
    ])
    expect((await deliveries(other.token)).body.data).toEqual([])

    // Not on its way yet; nor is it another courier's to close.
    expectApiError(await delivered(order.id, courier.token), 409, en.operator.courier.notOnTheWay)
    await move(order.id, 'cooking')
    await move(order.id, 'on_the_way')
    expectApiError(await delivered(order.id, other.token), 404)
    const done = await delivered(order.id, courier.token)
    expect(done.status, done.text).toBe(200)
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'completed' })
    expect((await op.order(customer.token, order.id)).body.data.status).toBe('completed')
    expect((await deliveries(courier.token)).body.data).toEqual([])
  })

  it('a delivery goes on its way only with a courier: nobody would see it on their round', async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    await move(order.id, 'accepted')
    await move(order.id, 'cooking')
    const refused = await op.operator('POST', `/orders/${order.id}/status`, kitchen, {
      status: 'on_the_way',
    })
    expectApiError(refused, 409, en.operator.order.noCourier)
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'cooking' })
    const courier = await op.member('courier')
    expect((await handTo(order.id, courier.id)).status).toBe(200)
    await move(order.id, 'on_the_way')
  })

  it('a courier has no board, no order page, no cancelling and no refunds', async () => {
    const courier = await op.member('courier')
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    expectApiError(await op.operator('GET', '/orders', courier.token), 403)
    expectApiError(await op.operator('GET', `/orders/${order.id}`, courier.token), 403)
    expectApiError(
      await op.operator('POST', `/orders/${order.id}/cancel`, courier.token, { reason: 'No' }),
      403,
    )
    expectApiError(await op.operator('POST', `/orders/${order.id}/refund`, courier.token, {}), 403)
  })

  it('only a delivery that is not finished goes to a courier, and only to a courier', async () => {
    const courier = await op.member('courier')
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    const bad = await handTo(order.id, (await op.member('kitchen')).id)
    expectApiError(bad, 422)
    expect(errorsOf(bad)).toEqual({ courierId: en.operator.courier.unknown })
    const { order: collected } = await op.placed(customer.token, pickup([line('set-sakura')]))
    expectApiError(await handTo(collected.id, courier.id), 409, en.operator.courier.notNow)
    expectApiError(await handTo(999_999, courier.id), 404)
  })

  it("refunds are a manager's: the kitchen cannot cancel a paid card order", async () => {
    const customer = await op.signUp()
    const reply = await op.place(customer.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
    })
    await op.payByCard(reply.body.data.payment!.redirectUrl)
    const id = reply.body.data.order.id
    const refused = await op.operator('POST', `/orders/${id}/cancel`, kitchen, {
      reason: 'Out of salmon',
    })
    expectApiError(refused, 403, en.operator.order.refundNeedsManager)
    expect(await orderRow(t.db, id)).toMatchObject({ status: 'paid' })
    const cancelled = await op.operator<{ data: { payment: { refund: { status: string } } } }>(
      'POST',
      `/orders/${id}/cancel`,
      manager,
      { reason: 'Out of salmon' },
    )
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data.payment.refund).toMatchObject({ status: 'completed' })
  })
})
