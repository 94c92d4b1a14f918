import { beforeAll, describe, expect, it } from 'vitest'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { eventReader, type OperatorClient, operatorClient } from '#tests/support/operator'
import { CENTER, delivery, line, pickup, seedRestaurant } from '#tests/support/shop'

const ENGINES = await engines()
const KITCHEN = seedRestaurant('center')

type Live = {
  id: number
  status: string
  promisedAt: string | null
  cancelReason: string | null
  refund: string | null
}

describe.each(ENGINES)("a customer's order, live, on %s", (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t, { deps: { heartbeatMs: 100 } })
  })

  const open = (orderId: number, token: string | null) =>
    op.api.request(`/api/orders/${orderId}/events`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
  const follow = async (orderId: number, token: string) => {
    const response = await open(orderId, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const events = eventReader(response)
    await events.until('ready')
    const next = async (match: (order: Live) => boolean) =>
      (await events.until('order', (e) => match((e.data as { data: Live }).data), 1000)).data
        .data as unknown as Live
    return { events, next }
  }

  it('the owner sees each move within a second, with the time promised at placement', async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    const { events, next } = await follow(order.id, customer.token)
    try {
      expect(await next((o) => o.status === 'new')).toMatchObject({
        id: order.id,
        promisedAt: new Date(
          op.clock.now.getTime() + (KITCHEN.prepMinutes + CENTER.etaMinutes) * 60_000,
        ).toISOString(),
        cancelReason: null,
        refund: null,
      })
      const started = performance.now()
      await op.advance(order.id, 'accepted')
      const accepted = await next((o) => o.status === 'accepted')
      expect(performance.now() - started).toBeLessThan(1000)
      expect(accepted.promisedAt).toBe(order.promisedAt)
      await op.advance(order.id, 'cooking', 'on_the_way')
      await next((o) => o.status === 'on_the_way')
      await op.cancel(order.id, 'The courier had an accident')
      expect(await next((o) => o.status === 'cancelled')).toMatchObject({
        cancelReason: 'The courier had an accident',
        refund: null,
      })
    } finally {
      await events.close()
    }
  })

  it("a cancelled card order's refund state reaches its page", async () => {
    const customer = await op.signUp()
    const placed = await op.placed(customer.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
    })
    await op.payByCard(placed.payment!.redirectUrl)
    const { events, next } = await follow(placed.order.id, customer.token)
    try {
      await next((o) => o.status === 'paid')
      await op.cancel(placed.order.id, 'Out of salmon')
      const refunded = await next((o) => o.refund === 'completed')
      expect(refunded).toMatchObject({ status: 'cancelled', cancelReason: 'Out of salmon' })
    } finally {
      await events.close()
    }
  })

  it('only the owner may follow an order: 401 without a session, 404 for another customer', async () => {
    const owner = await op.signUp()
    const other = await op.signUp()
    const { order } = await op.placed(owner.token, pickup([line('edamame')]))
    expect((await open(order.id, null)).status).toBe(401)
    const foreign = await open(order.id, other.token)
    expect(foreign.status).toBe(404)
    expect(foreign.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await open(999_999, owner.token)).status).toBe(404)
    expect((await open(Number.NaN, owner.token)).status).toBe(404)
  })

  it("beats, and ends with signed-out once the customer's session is gone", async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('edamame')]))
    const { events } = await follow(order.id, customer.token)
    try {
      await events.until('heartbeat')
      expect((await op.json('POST', '/api/logout', customer.token, {})).status).toBe(200)
      await events.until('signed-out')
      expect(await events.ended()).toBe(true)
    } finally {
      await events.close()
    }
  })

  it("another customer's order moving sends nothing down this stream", async () => {
    const customer = await op.signUp()
    const other = await op.signUp()
    const mine = await op.placed(customer.token, pickup([line('edamame')]))
    const theirs = await op.placed(other.token, pickup([line('edamame')]))
    const { events, next } = await follow(mine.order.id, customer.token)
    try {
      await next((o) => o.status === 'new')
      await op.advance(theirs.order.id, 'accepted')
      await op.advance(mine.order.id, 'accepted')
      const seen = await events.until('order', () => true, 1000)
      expect((seen.data as { data: Live }).data).toMatchObject({
        id: mine.order.id,
        status: 'accepted',
      })
    } finally {
      await events.close()
    }
  })
})
