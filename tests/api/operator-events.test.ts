import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '#server/api'
import { createSession } from '#server/api/auth/sessions'
import { createCatalogStore } from '#server/api/catalog/store'
import { customers } from '#server/db/schema'
import { createLogger } from '#server/log'
import { useApi } from '#tests/support/api'
import { engines, postgresReachable } from '#tests/support/databases'
import { testJobs } from '#tests/support/jobs'
import { eventReader, type OperatorClient, operatorClient } from '#tests/support/operator'
import { delivery, line, NOON, newKey, pickup, staffToken } from '#tests/support/shop'

const ENGINES = await engines()
const reachable = await postgresReachable()

describe.each(ENGINES)('live order events on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t, { deps: { heartbeatMs: 100 } })
  })

  const stream = async (token: string) => {
    const response = await op.api.request('/api/operator/events', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const events = eventReader(response)
    await events.until('ready')
    return events
  }

  it('pushes a storefront order within a second, then its payment and its moves', async () => {
    const events = await stream(await op.staffOf('kitchen'))
    try {
      const customer = await op.signUp()
      const started = performance.now()
      const reply = await op.place(customer.token, {
        ...pickup([line('set-sakura')]),
        paymentType: 'card_online',
      })
      const { order, payment } = reply.body.data
      const created = await events.until('order.created', (e) => e.data.orderId === order.id, 1000)
      expect(performance.now() - started).toBeLessThan(1000)
      expect(created.data).toEqual({
        type: 'order.created',
        orderId: order.id,
        status: 'awaiting_payment',
        orderType: 'pickup',
        restaurantId: order.restaurantId,
        regionId: null,
        total: order.total,
        courierIds: [],
        at: op.clock.now.toISOString(),
      })
      await op.payByCard(payment!.redirectUrl)
      const paid = await events.until('order.paid', (e) => e.data.orderId === order.id, 1000)
      expect(paid.data.status).toBe('paid')
      await op.advance(order.id, 'accepted')
      const moved = await events.until('order.status', (e) => e.data.orderId === order.id, 1000)
      expect(moved.data.status).toBe('accepted')
    } finally {
      await events.close()
    }
  })

  it('a courier hears their own round only: a delivery handed to them, its moves, and its handing to another', async () => {
    const [ivo, maria] = [await op.member('courier'), await op.member('courier')]
    const [ivoHears, mariaHears] = [await stream(ivo.token), await stream(maria.token)]
    try {
      const customer = await op.signUp()
      const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
      await op.advance(order.id, 'accepted')
      const hand = async (courierId: number) => {
        const reply = await op.operator('POST', `/orders/${order.id}/courier`, await op.staffOf(), {
          courierId,
        })
        expect(reply.status, reply.text).toBe(200)
      }
      await hand(ivo.id)
      // Neither heard the order's arrival or acceptance: no courier carried it then.
      expect((await ivoHears.nextEvent())?.data).toMatchObject({
        type: 'order.courier',
        orderId: order.id,
        courierIds: [ivo.id],
      })
      await op.advance(order.id, 'cooking')
      expect((await ivoHears.nextEvent())?.data).toMatchObject({
        type: 'order.status',
        status: 'cooking',
      })
      await hand(maria.id)
      const handedOver = { type: 'order.courier', courierIds: [maria.id, ivo.id] }
      expect((await ivoHears.nextEvent())?.data).toMatchObject(handedOver)
      expect((await mariaHears.nextEvent())?.data).toMatchObject(handedOver)
    } finally {
      await ivoHears.close()
      await mariaHears.close()
    }
  })

  it('beats, and ends with signed-out once the session is gone', async () => {
    const token = await op.staffOf('manager')
    const events = await stream(token)
    try {
      await events.until('heartbeat')
      expect((await op.json('POST', '/api/operator/sign-out', token, {})).status).toBe(200)
      await events.until('signed-out')
      expect(await events.ended()).toBe(true)
    } finally {
      await events.close()
    }
  })
})

describe.skipIf(!reachable)('live order events across two API instances on one PostgreSQL', () => {
  const t = useApi('postgres')
  const servers: Server[] = []
  const bases: string[] = []

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const log = createLogger('silent')
      const api = createApi({
        log,
        db: t.db,
        jobs: testJobs(t.jobs, log),
        catalog: createCatalogStore(t.db),
        now: () => NOON,
        listen: t.listen,
      })
      const server = createServer(getRequestListener(api.fetch)).listen(0, '127.0.0.1')
      await once(server, 'listening')
      servers.push(server)
      bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    }
  })
  afterAll(() => {
    for (const server of servers) server.closeAllConnections()
    for (const server of servers) server.close()
  })

  it('an order placed through one instance reaches the board on the other within a second', async () => {
    const kitchen = await staffToken(t.db, 'kitchen', NOON)
    const [customer] = await t.db
      .insert(customers)
      .values({ phone: '359887100001', referralCode: 'events-two-instances', name: 'Elena' })
      .returning()
    const token = await createSession(t.db, customer!.id, NOON)
    const response = await fetch(`${bases[1]}/api/operator/events`, {
      headers: { Authorization: `Bearer ${kitchen}` },
    })
    const events = eventReader(response)
    try {
      await events.until('ready')
      const started = performance.now()
      const placed = await fetch(`${bases[0]}/api/orders`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': newKey(),
        },
        body: JSON.stringify(pickup([line('set-sakura')])),
      })
      expect(placed.status).toBe(201)
      const { data } = await placed.json()
      const created = await events.until(
        'order.created',
        (e) => e.data.orderId === data.order.id,
        1000,
      )
      expect(performance.now() - started).toBeLessThan(1000)
      expect(created.data.status).toBe('new')
    } finally {
      await events.close()
    }
  })
})
