import { useData } from 'vike-react/useData'
import { Board } from '#client/console/orders/Board'
import type { ViewData } from '#client/console/sections'

export function OrdersView() {
  return <Board {...useData<ViewData<'orders'>>()} />
}
