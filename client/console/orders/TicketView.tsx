import { useEffect, useRef } from 'react'
import { useData } from 'vike-react/useData'
import { KitchenTicket } from '#client/console/orders/KitchenTicket'
import { printTicket } from '#client/console/orders/print-ticket'
import type { ViewData } from '#client/console/sections'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'

/** An order's kitchen ticket: it opens the browser's print dialog at once (the kitchen's printer). */
export function TicketView() {
  const { order, zone, restaurant } = useData<ViewData<'ticket'>>()
  const { t, href } = useI18n()
  const paper = useRef<HTMLDivElement>(null)
  const print = () => {
    if (paper.current) printTicket(paper.current)
  }
  // Printed once, as the page opens.
  useEffect(print, [])
  return (
    <>
      <div className="ticket-actions">
        <a className="order__back" href={href(`/operator/orders/${order.id}`)}>
          <Icon name="chevron-left" size={18} />
          {t('pages.order.title', { id: order.id })}
        </a>
        <button type="button" className="button button--small" onClick={print}>
          {t('operator.console.ticket.printAgain')}
        </button>
      </div>
      <div ref={paper}>
        <KitchenTicket
          order={order}
          zone={order.orderType === 'delivery' ? zone : null}
          restaurant={restaurant}
        />
      </div>
    </>
  )
}
