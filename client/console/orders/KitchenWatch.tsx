import { useEffect, useRef, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useNow } from '#client/console/form/useNow'
import { useI18n } from '#client/ui/i18n'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import { announceOrders, restoreSound, useAlerts, useRingWhile, wakeSound } from './alerts'
import { autoPrint, printTickets, restoreAutoPrint } from './auto-print'
import { useOrderFeed } from './feed'
import { live, publishOrderEvent, useLive } from './live'
import { useReloader } from './reloader'
import { TicketPrinter } from './TicketPrinter'
import {
  arrivalsIn,
  claimTicket,
  loadAccepted,
  loadWaiting,
  preOrders,
  timeToCook,
} from './waiting'

/** A feed down this long is said on screen (a page load's first connection takes less). */
const QUIET_DOWN_MS = 3000

/**
 * The kitchen's watch, in the console's frame on every page: the one live feed of the screen, and
 * for what waits to be accepted a highlight, a ring until someone accepts it and, when the screen
 * prints, its ticket (once across screens: the server remembers who took it). What waits is read
 * on each event, on reconnecting and at least every 30 s, so a missed event costs at most that.
 */
export function KitchenWatch() {
  const { t, lang } = useI18n()
  const known = useRef<Set<number> | null>(null)
  const [waiting, setWaiting] = useState<BoardOrder[]>([])
  const [accepted, setAccepted] = useState<BoardOrder[]>([])
  const now = useNow()
  useEffect(restoreSound, [])
  useEffect(restoreAutoPrint, [])

  const request = useReloader(
    async () => {
      const api = consoleApi(lang)
      const [orders, later] = await Promise.all([loadWaiting(api), loadAccepted(api)])
      const arrived = arrivalsIn(known.current, orders)
      known.current = new Set(orders.map((order) => order.id))
      setWaiting(orders)
      setAccepted(later)
      if (arrived.length) {
        announceOrders(arrived.map((order) => order.id))
        live.announcement = arrived
          .map((order) =>
            t(
              order.status === 'paid'
                ? 'operator.console.board.arrivedPaid'
                : 'operator.console.board.arrivedNew',
              { id: order.id },
            ),
          )
          .join(' ')
      }
      if (!autoPrint.on) return
      for (const order of orders) {
        if (order.printedAt === null && (await claimTicket(api, order.id))) printTickets([order.id])
      }
    },
    (failing) => {
      live.stale = failing
    },
  )
  const feed = useOrderFeed(lang, (event) => {
    publishOrderEvent(event)
    request()
  })
  useEffect(() => {
    live.feed = feed
  }, [feed])
  // Pre-orders (tonight's orders for tomorrow) are told on the board, where they can be accepted.
  const today = restaurantDay(new Date(now))
  useEffect(() => {
    live.preOrders = preOrders(waiting, today)
  }, [waiting, today])
  // It rings while an order waits to be accepted, and when a scheduled one's cooking is due.
  useRingWhile(waiting.length > 0 || accepted.some((order) => timeToCook(order, now)))

  return (
    <>
      <SoundWake />
      <DownBar />
      <p className="visually-hidden" aria-live="polite">
        {useLive().announcement}
      </p>
      <TicketPrinter />
    </>
  )
}

/** After a reload the browser keeps the sound off until a tap: a loud button says so. */
function SoundWake() {
  const { t } = useI18n()
  const { sound, audible } = useAlerts()
  if (!sound || audible) return null
  return (
    <button type="button" className="console-alarm console-alarm--sound" onClick={wakeSound}>
      {t('operator.console.board.wakeSound')}
    </button>
  )
}

/** A visible bar while the feed is down or what waits could not be read. */
function DownBar() {
  const { t } = useI18n()
  const { feed, stale } = useLive()
  const down = feed === 'connecting' || stale
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!down) return setShown(false)
    const timer = setTimeout(() => setShown(true), QUIET_DOWN_MS)
    return () => clearTimeout(timer)
  }, [down])
  if (!shown) return null
  return (
    <p className="console-alarm" role="alert">
      {t('operator.console.board.down')}
    </p>
  )
}
