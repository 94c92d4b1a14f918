import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { consoleApi } from '#client/console/api'
import { useI18n } from '#client/ui/i18n'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { ticketPrinted, useAutoPrint } from './auto-print'
import { KitchenTicket } from './KitchenTicket'
import { printTicket } from './print-ticket'

const PRINTING = 'printing-ticket'

type Ticket = { order: OperatorOrder; zone: string | null; restaurant: string | null }

/**
 * Prints the queued tickets, one at a time, on whatever console page is open: the ticket is drawn
 * outside the page (the print stylesheet shows it alone), the browser prints, the next follows.
 */
export function TicketPrinter() {
  const { lang } = useI18n()
  const { queue } = useAutoPrint()
  const [ticket, setTicket] = useState<Ticket | null>(null)
  const paper = useRef<HTMLDivElement>(null)
  const next = queue[0]

  useEffect(() => {
    if (next === undefined) return
    let live = true
    const api = consoleApi(lang)
    Promise.all([
      api.get('/api/operator/orders/{id}', { params: { id: next } }),
      api.get('/api/get-regions'),
      api.get('/api/get-restaurants'),
    ])
      .then(([{ data: order }, regions, restaurants]) => {
        const name = (list: { id: number; name: string }[], id: number | null) =>
          list.find((place) => place.id === id)?.name ?? null
        if (live)
          setTicket({
            order,
            zone: order.orderType === 'delivery' ? name(regions.data, order.regionId) : null,
            restaurant:
              order.orderType === 'pickup' ? name(restaurants.data, order.restaurantId) : null,
          })
      })
      // An order that cannot be read is not printed; the board still shows it.
      .catch(() => ticketPrinted(next))
    return () => {
      live = false
    }
  }, [next, lang])

  useEffect(() => {
    if (!ticket) return
    document.body.classList.add(PRINTING)
    if (paper.current) printTicket(paper.current)
    document.body.classList.remove(PRINTING)
    setTicket(null)
    ticketPrinted(ticket.order.id)
  }, [ticket])

  if (!ticket) return null
  return createPortal(
    <div className="ticket-print" ref={paper}>
      <KitchenTicket
        order={ticket.order}
        zone={ticket.zone}
        restaurant={ticket.restaurant ? { name: ticket.restaurant } : null}
      />
    </div>,
    document.body,
  )
}
