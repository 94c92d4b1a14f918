import { useData } from 'vike-react/useData'
import { Board } from '#client/console/orders/Board'
import type { ViewData } from './data'

export function OrdersView() {
  return <Board {...useData<ViewData<'orders'>>()} />
}
