import type { SSEStreamingApi } from 'hono/streaming'
import type { Logger } from 'pino'
import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import { findSession } from '#server/api/auth/sessions'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { orderEvents } from '#shared/contract/orders'
import { translate } from '#shared/i18n'
import { hubStream } from './event-stream'
import type { OrderEventHub } from './events'
import { liveOrders } from './live-orders'
import { addressKey, claimSlots, type StreamLimits, type StreamSlots } from './stream-slots'
import { namedOrder, orderNamedIn } from './view'

/**
 * A customer's own order, live (server-sent events from the order event hub): `order` with the
 * whole order on connecting and after each change (status, promised time, cancel reason, refund),
 * a `heartbeat`, and `signed-out` when the session ends. Nobody else's order: 404, as for a read.
 * A change is read once for all the pages following the order on the instance (live-orders.ts),
 * and a customer, or a client address, has a bounded number of pages open (429 past it).
 */
export function liveOrderRoutes(deps: {
  db: Database
  catalog: CatalogStore
  now: () => Date
  log: Logger
  hub: OrderEventHub
  heartbeatMs: number
  streams: { slots: StreamSlots; limits: StreamLimits }
}) {
  const { db, hub } = deps
  const { slots, limits } = deps.streams
  const orders = liveOrders(db, hub)
  const app = contractApp<CustomerEnv>()
  app.openapi({ ...orderEvents, middleware: [requireCustomer(db, deps.now)] }, async (c) => {
    const id = rowId(c)
    const { customerId } = c.var.session
    const lang = c.req.valid('query').lang ?? requestLang(c)
    if (!(await namedOrder(db, await deps.catalog.view(lang, deps.now()), id, customerId))) {
      throw new ApiError(404, translate(requestLang(c), 'order.notFound'))
    }
    try {
      await hub.ready()
    } catch (error) {
      deps.log.error({ err: error }, 'order events unavailable')
      throw new ApiError(503, translate(requestLang(c), 'api.unavailable'))
    }
    const release = claimSlots(
      slots,
      [
        [`customer:${customerId}`, limits.perCustomer],
        [addressKey('customer', c.req.header('x-client-ip')), limits.perCustomerAddress],
      ],
      translate(requestLang(c), 'order.tooManyLive'),
    )
    const unfollow = orders.follow(id)
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')![1]!
    const sendOrder = async (stream: SSEStreamingApi) => {
      const order = await orders.latest(id)
      if (!order) return
      const view = await deps.catalog.view(lang, deps.now())
      const named = orderNamedIn(order, view)
      await stream.writeSSE({ event: 'order', data: JSON.stringify({ data: named }) })
    }
    return hubStream(c, {
      closed() {
        unfollow()
        release()
      },
      hub,
      heartbeatMs: deps.heartbeatMs,
      wants: (message) => 'orderId' in message && message.orderId === id,
      // Read after the hub listens: a change committed meanwhile is in this answer or the next.
      start: async (stream) => {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 })
        await sendOrder(stream)
      },
      send: (stream) => sendOrder(stream),
      async beat(stream) {
        if (!(await findSession(db, token, deps.now()))) {
          await stream.writeSSE({ event: 'signed-out', data: '{}' })
          return false
        }
        await stream.writeSSE({ event: 'heartbeat', data: JSON.stringify({ at: deps.now() }) })
        return true
      },
    })
  })
  return app
}
