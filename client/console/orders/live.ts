import { proxy } from 'valtio/vanilla'
import { useStore } from '#client/ui/use-store'
import type { FeedState, OrderEvent } from './feed'

// The console's frame holds the one live feed of a screen, on every page (KitchenWatch); the
// board hears the same events through here instead of a feed of its own.

export const live = proxy({
  feed: 'connecting' as FeedState,
  /** The last reload of what waits failed: what the screen shows may be stale. */
  stale: false,
  /** What the screen reader says of the latest arrivals. */
  announcement: '',
  /** Orders waiting to be accepted for later days, by day (KitchenWatch reads them). */
  preOrders: [] as { day: string; count: number }[],
})

type Listener = (event: OrderEvent | null) => void
const listeners = new Set<Listener>()

/** Hears each order event, and `null` when events may have been missed; answers the unsubscribe. */
export function onOrderEvent(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function publishOrderEvent(event: OrderEvent | null) {
  for (const listener of listeners) listener(event)
}

export function useLive() {
  return useStore(live)
}
