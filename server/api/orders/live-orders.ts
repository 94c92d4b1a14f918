import type { Database } from '#server/db/client'
import { sharedWork } from '#server/db/queue'
import type { OrderDetail } from '#shared/contract/orders'
import type { OrderEventHub } from './events'
import { orderDetail } from './view'

// Every live page of one order on this instance shows the same order (issue 32 item 3: 2,000
// streams on one order cost 2,000 reads at each change and stalled the instance). So each order
// that has live pages has one entry here: its latest read, dropped when a change of that order is
// heard, and read again once by whichever page asks first, all the others waiting on that read.

type Entry = { pages: number; read: Promise<OrderDetail | null> | undefined }

export type LiveOrders = ReturnType<typeof liveOrders>

/**
 * The latest state of the orders followed live on this instance. It hears the hub before any page
 * does (it subscribes first), so a page handling a change never gets the state from before it.
 */
export function liveOrders(db: Database, hub: OrderEventHub) {
  const entries = new Map<number, Entry>()
  hub.subscribe((message) => {
    if (message.type === 'resync') {
      for (const entry of entries.values()) entry.read = undefined
    } else if ('orderId' in message) {
      const entry = entries.get(message.orderId)
      if (entry) entry.read = undefined
    }
  })
  return {
    /** Keeps the order's entry while a page follows it; the answer lets it go. */
    follow(orderId: number): () => void {
      const entry = entries.get(orderId) ?? { pages: 0, read: undefined }
      entry.pages += 1
      entries.set(orderId, entry)
      let followed = true
      return () => {
        if (!followed) return
        followed = false
        entry.pages -= 1
        if (entry.pages === 0) entries.delete(orderId)
      }
    },
    /** The order as of the last change heard; the database is read once per change. */
    latest(orderId: number): Promise<OrderDetail | null> {
      const entry = entries.get(orderId)
      if (!entry) return orderDetail(db, orderId)
      if (!entry.read) {
        // Shared by every page of the order: no one request's place in the queue decides it.
        const read = sharedWork(() => orderDetail(db, orderId))
        entry.read = read
        read.catch(() => {
          if (entry.read === read) entry.read = undefined
        })
      }
      return entry.read
    },
  }
}
