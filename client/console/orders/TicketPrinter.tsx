import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useI18n } from '#client/ui/i18n'
import { consoleApi } from '../api'
import type { OperatorOrder } from '../types'
import { ticketPrinted, useAutoPrint } from './auto-print'
import type { Place } from './BoardFilters'
import { KitchenTicket } from './KitchenTicket'

const PRINTING = 'printing-ticket'

/**
 * Prints the queued tickets from the board, one at a time: the ticket is drawn outside the page
 * (the print stylesheet shows it alone), the browser prints, and the next one follows.
 */
export function TicketPrinter({ zones, restaurants }: { zones: Place[]; restaurants: Place[] }) {
  const { lang } = useI18n()
  const { queue } = useAutoPrint()
  const [order, setOrder] = useState<OperatorOrder | null>(null)
  const next = queue[0]

  useEffect(() => {
    if (next === undefined) return
    let live = true
    consoleApi(lang)
      .get<{ data: OperatorOrder }>(`/api/operator/orders/${next}`)
      .then(({ data }) => live && setOrder(data))
      // An order that cannot be read is not printed; the board still shows it.
      .catch(() => ticketPrinted(next))
    return () => {
      live = false
    }
  }, [next, lang])

  useEffect(() => {
    if (!order) return
    document.body.classList.add(PRINTING)
    window.print()
    document.body.classList.remove(PRINTING)
    setOrder(null)
    ticketPrinted(order.id)
  }, [order])

  if (!order) return null
  const name = (list: Place[], id: number | null) => list.find((p) => p.id === id)?.name ?? null
  const restaurant = name(restaurants, order.restaurantId)
  return createPortal(
    <div className="ticket-print">
      <KitchenTicket
        order={order}
        zone={order.orderType === 'delivery' ? name(zones, order.regionId) : null}
        restaurant={order.orderType === 'pickup' && restaurant ? { name: restaurant } : null}
      />
    </div>,
    document.body,
  )
}
