import { useEffect, useRef, useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import { consoleApi } from '../api'
import type { BoardOrder } from '../types'
import { announceOrders } from './alerts'
import { printTickets } from './auto-print'
import { type BoardFilters, loadBoard } from './board'
import { type OrderEvent, useOrderFeed } from './feed'
import { awaitsConfirmation } from './moves'

/** Events arriving together are one reload of the list. */
const RELOAD_DELAY_MS = 100

/** A new order to cook (cash or card at the door), a card order just paid, or one confirmed. */
const isArrival = (event: OrderEvent) =>
  (event.type === 'order.created' && event.status === 'new') ||
  event.type === 'order.paid' ||
  event.type === 'order.confirmed'

/**
 * The board's orders, kept current from the live feed: each event reloads the list for the same
 * filters (the server decides what belongs on it), and arrivals that are on it are announced.
 */
export function useLiveOrders(initial: BoardOrder[], filters: BoardFilters) {
  const { t, lang } = useI18n()
  const [orders, setOrders] = useState(initial)
  const [announcement, setAnnouncement] = useState('')
  const pending = useRef<{ event: OrderEvent; seq: number }[]>([])
  const received = useRef(0)
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // A navigation (other filters) brings its own list.
  useEffect(() => setOrders(initial), [initial])
  useEffect(() => () => clearTimeout(timer.current), [])

  const reload = async () => {
    const upTo = received.current
    const request = ++latest.current
    const list = await loadBoard(consoleApi(lang), filters).catch(() => null)
    // A later reload has the fresher list; a failed one leaves the list for the next event.
    if (!list || request !== latest.current) return
    setOrders(list)
    // Events that came in while this list loaded wait for the reload they scheduled.
    const events = pending.current.filter((item) => item.seq <= upTo).map((item) => item.event)
    pending.current = pending.current.filter((item) => item.seq > upTo)
    // A held order is no arrival for the kitchen: it arrives once a manager confirmed it.
    const onBoard = new Set(list.filter((order) => !awaitsConfirmation(order)).map((o) => o.id))
    const arrivals = events.filter((event) => isArrival(event) && onBoard.has(event.orderId))
    if (!arrivals.length) return
    announceOrders(arrivals.map((event) => event.orderId))
    printTickets(arrivals.map((event) => event.orderId))
    setAnnouncement(
      arrivals
        .map((event) =>
          t(
            event.type === 'order.paid'
              ? 'operator.console.board.arrivedPaid'
              : 'operator.console.board.arrivedNew',
            {
              id: event.orderId,
            },
          ),
        )
        .join(' '),
    )
  }

  const feed = useOrderFeed(lang, (event) => {
    if (event) pending.current.push({ event, seq: ++received.current })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void reload(), RELOAD_DELAY_MS)
  })

  return { orders, feed, announcement }
}
