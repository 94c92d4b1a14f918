import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { stillMoving } from '#shared/order-progress'
import type { OrderDetail } from './types'

/**
 * The order as the server last said, kept current by its event stream (through the edge, which
 * turns the session cookie into the API's Bearer token) while anything may still change. The
 * browser's EventSource reconnects by itself; each connection starts with the whole order.
 */
export function useLiveOrder(initial: OrderDetail): OrderDetail {
  const { locale } = usePageContext()
  const [order, setOrder] = useState(initial)
  useEffect(() => setOrder(initial), [initial])
  const moving = stillMoving(order.status, order.refund)
  useEffect(() => {
    if (!moving) return
    // The dishes come named in the page's language, as the page drew them.
    const source = new EventSource(`/api/orders/${initial.id}/events?lang=${locale}`)
    source.addEventListener('order', (event) => {
      setOrder((JSON.parse((event as MessageEvent<string>).data) as { data: OrderDetail }).data)
    })
    source.addEventListener('signed-out', () => source.close())
    return () => source.close()
  }, [initial.id, moving, locale])
  return order
}
