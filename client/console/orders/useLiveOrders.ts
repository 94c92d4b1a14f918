import { useEffect, useRef, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useI18n } from '#client/ui/i18n'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { type BoardFilters, loadBoard } from './board'
import { live, onOrderEvent } from './live'
import { useReloader } from './reloader'

/**
 * The board's orders, kept current: each event of the frame's feed reloads the list for the same
 * filters (the server decides what belongs on it); a failed reload is tried again, and the list
 * is read at least every 30 s. Arrivals are the frame's (KitchenWatch), on every page.
 */
export function useLiveOrders(initial: BoardOrder[], filters: BoardFilters) {
  const { lang } = useI18n()
  const [orders, setOrders] = useState(initial)
  const latest = useRef(0)

  // A navigation (other filters) brings its own list.
  useEffect(() => setOrders(initial), [initial])

  const request = useReloader(
    async () => {
      const asked = ++latest.current
      const list = await loadBoard(consoleApi(lang), filters)
      // A later reload has the fresher list.
      if (asked === latest.current) setOrders(list)
    },
    (failing) => {
      live.stale = failing
    },
  )
  useEffect(() => onOrderEvent(() => request()), [request])

  /** Reads the list again now: a refused move means this screen was behind. */
  return { orders, refresh: request }
}
