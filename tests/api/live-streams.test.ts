import { beforeAll, describe, expect, it, vi } from 'vitest'
import en from '#locales/en.json'
import * as view from '#server/api/orders/view'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { eventReader, type OperatorClient, operatorClient } from '#tests/support/operator'
import { line, pickup, staffToken } from '#tests/support/shop'

// Issue 32 item 3: one customer's live pages stalled the instance (a database read per page at
// each change, and no bound on how many). A change is read once for every page of the order, and
// a customer, a staff session and a client address each hold a bounded number of streams.

vi.mock('#server/api/orders/view', async (original) => {
  const real = await original<typeof import('#server/api/orders/view')>()
  return { ...real, orderDetail: vi.fn(real.orderDetail), namedOrder: vi.fn(real.namedOrder) }
})

const ENGINES = await engines()
const PAGES = 8
const LIMITS = {
  perCustomer: PAGES,
  perCustomerAddress: PAGES + 2,
  perStaffSession: 2,
  perStaffAddress: 3,
}

/** The order reads the live pages may make, whichever function makes them. */
const reads = () =>
  vi.mocked(view.orderDetail).mock.calls.length + vi.mocked(view.namedOrder).mock.calls.length

type Stream = ReturnType<typeof eventReader>

describe.each(ENGINES)('live streams on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t, { deps: { heartbeatMs: 60_000, streamLimits: LIMITS } })
  })

  const open = (path: string, token: string, address?: string) =>
    op.api.request(path, {
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'en',
        ...(address ? { 'X-Client-IP': address } : {}),
      },
    })
  const follow = async (orderId: number, token: string, address?: string): Promise<Stream> => {
    const response = await open(`/api/orders/${orderId}/events`, token, address)
    expect(response.status).toBe(200)
    const events = eventReader(response)
    await events.until('order')
    return events
  }
  const board = async (token: string, address?: string): Promise<Stream> => {
    const response = await open('/api/operator/events', token, address)
    expect(response.status).toBe(200)
    const events = eventReader(response)
    await events.until('ready')
    return events
  }
  /** A refused stream: 429 in the error shape, with when to try again. */
  const expectRefused = async (response: Response, message: string) => {
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ message })
  }
  /** Opens once a closed stream has given its slot back (the server hears the close a moment later). */
  const reopened = async (path: string, token: string, address?: string) => {
    for (let tries = 0; tries < 50; tries++) {
      const response = await open(path, token, address)
      if (response.status === 200) return response
      await response.body?.cancel()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`${path} stayed refused`)
  }
  const closeAll = (streams: Stream[]) => Promise.all(streams.map((s) => s.close()))

  it('a change is read once for all the pages following the order', async () => {
    const customer = await op.signUp()
    const quiet = await op.placed(customer.token, pickup([line('edamame')]))
    const { order } = await op.placed(customer.token, pickup([line('edamame')]))
    // What a move costs with no page open.
    let before = reads()
    await op.advance(quiet.order.id, 'accepted')
    const unwatched = reads() - before

    const pages = await Promise.all(
      Array.from({ length: PAGES }, () => follow(order.id, customer.token)),
    )
    try {
      before = reads()
      await op.advance(order.id, 'accepted')
      await Promise.all(
        pages.map((page) =>
          page.until(
            'order',
            (e) => (e.data as { data: { status: string } }).data.status === 'accepted',
          ),
        ),
      )
      expect(reads() - before - unwatched).toBe(1)
    } finally {
      await closeAll(pages)
    }
  })

  it("a customer's pages are bounded, per customer and per address; a closed one frees its place", async () => {
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('edamame')]))
    const path = `/api/orders/${order.id}/events`
    const pages = await Promise.all(
      Array.from({ length: LIMITS.perCustomer }, () =>
        follow(order.id, customer.token, '192.0.2.7'),
      ),
    )
    try {
      await expectRefused(await open(path, customer.token, '198.51.100.1'), en.order.tooManyLive)
      // Another customer on the same address gets what is left of the address's share.
      const neighbour = await op.signUp()
      const theirs = (await op.placed(neighbour.token, pickup([line('edamame')]))).order.id
      const more = [
        await follow(theirs, neighbour.token, '192.0.2.7'),
        await follow(theirs, neighbour.token, '192.0.2.7'),
      ]
      pages.push(...more)
      await expectRefused(
        await open(`/api/orders/${theirs}/events`, neighbour.token, '192.0.2.7'),
        en.order.tooManyLive,
      )
      const elsewhere = await open(`/api/orders/${theirs}/events`, neighbour.token, '192.0.2.8')
      expect(elsewhere.status).toBe(200)
      await elsewhere.body?.cancel()

      await pages.shift()!.close()
      const again = eventReader(await reopened(path, customer.token, '198.51.100.1'))
      pages.push(again)
      await again.until('order')
    } finally {
      await closeAll(pages)
    }
  })

  it("the board's feed is bounded per staff session and per address", async () => {
    const kitchen = await staffToken(t.db, 'kitchen', op.clock.now)
    const boards = [await board(kitchen, '203.0.113.5'), await board(kitchen, '203.0.113.5')]
    try {
      await expectRefused(await open('/api/operator/events', kitchen), en.operator.tooManyBoards)
      const colleague = await staffToken(t.db, 'kitchen', op.clock.now)
      boards.push(await board(colleague, '203.0.113.5'))
      await expectRefused(
        await open('/api/operator/events', colleague, '203.0.113.5'),
        en.operator.tooManyBoards,
      )
      await boards.shift()!.close()
      const again = eventReader(await reopened('/api/operator/events', colleague, '203.0.113.5'))
      boards.push(again)
      await again.until('ready')
    } finally {
      await closeAll(boards)
    }
  })
})
