import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, Listen } from '#server/db/client'
import type { orders } from '#server/db/schema'
import type { OrderStatus } from '#shared/checkout'
import type { OrderEvent } from '#shared/contract/operator/orders'

// Order events for the operator console's live board. They go through PostgreSQL's NOTIFY (PGlite
// has it too), sent in the transaction that made the change: delivered on commit, never for a
// rolled-back change, and to every API instance listening on the database.
export const ORDER_EVENTS_CHANNEL = 'order_events'

type OrderEventType = OrderEvent['type']

type Order = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'orderType' | 'restaurantId' | 'regionId' | 'total' | 'courierId'
>

export async function publishOrderEvent(
  db: Database,
  type: OrderEventType,
  order: Order,
  at: Date,
  /** The courier who carried it until this change (a delivery handed to another). */
  carriedBy: number | null = null,
) {
  const event: OrderEvent = {
    type,
    orderId: order.id,
    // The column is text; only the lifecycle's statuses are ever written to it.
    status: order.status as OrderStatus,
    orderType: order.orderType,
    restaurantId: order.restaurantId,
    regionId: order.regionId,
    total: order.total,
    courierIds: [...new Set([order.courierId, carriedBy])].filter((id) => id !== null),
    at: at.toISOString(),
  }
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`)
}

/**
 * An event; `resync`: notifications may have been missed (the listener reconnected); `closing`:
 * the server is stopping, streams end and their browsers reconnect.
 */
export type HubMessage = OrderEvent | { type: 'resync' } | { type: 'closing' }

/**
 * One LISTEN per API instance, shared by every open event stream. It starts with the first
 * subscriber and stays: the console keeps a stream open all day.
 */
export function orderEventHub(listen: Listen | undefined, log: Logger) {
  const subscribers = new Set<(message: HubMessage) => void>()
  let listening: Promise<void> | undefined
  let closed = false
  let feeds = 0
  const deliver = (message: HubMessage) => {
    for (const subscriber of subscribers) subscriber(message)
  }
  const onPayload = (payload: string) => {
    try {
      deliver(JSON.parse(payload) as OrderEvent)
    } catch (error) {
      log.warn({ err: error }, 'unreadable order event')
    }
  }
  return {
    /** Resolves once notifications are being received; every event after it is delivered. */
    ready(): Promise<void> {
      if (!listen) return Promise.reject(new Error('no database listener'))
      listening ??= listen(ORDER_EVENTS_CHANNEL, onPayload, () => deliver({ type: 'resync' })).then(
        () => undefined,
        (error) => {
          listening = undefined
          throw error
        },
      )
      return listening
    },
    /** `feed`: a client's event stream, counted for /metrics (the live-orders cache is not one). */
    subscribe(subscriber: (message: HubMessage) => void, options: { feed?: boolean } = {}) {
      subscribers.add(subscriber)
      if (options.feed) feeds++
      if (closed) subscriber({ type: 'closing' })
      return () => {
        if (subscribers.delete(subscriber) && options.feed) feeds--
      }
    },
    /** The clients' live feeds open now. */
    streams: () => feeds,
    /** On shutdown: a live feed never ends by itself, and would hold the stop to its bound. */
    close() {
      closed = true
      deliver({ type: 'closing' })
    },
  }
}

export type OrderEventHub = ReturnType<typeof orderEventHub>
