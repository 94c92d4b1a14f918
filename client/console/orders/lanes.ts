import type { OrderStatus } from '#shared/checkout'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { awaitsConfirmation } from './moves'

// The kitchen's lanes on the board (issue 31): what to accept, what is cooking, what is ready,
// what is on its way. An order over (completed, cancelled) or not yet paid is in none of them:
// its status tab lists it.

export const LANES = [
  { id: 'toAccept', statuses: ['new', 'paid'] },
  { id: 'cooking', statuses: ['accepted', 'cooking'] },
  { id: 'ready', statuses: ['ready_for_pickup'] },
  { id: 'onTheWay', statuses: ['on_the_way'] },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[]

export type LaneId = (typeof LANES)[number]['id']

const byDueTime = (a: BoardOrder, b: BoardOrder) =>
  Date.parse(a.promisedAt) - Date.parse(b.promisedAt) || a.id - b.id

/**
 * Each lane's orders, the soonest due first. A big order held for a manager's call waits first in
 * "to accept", whatever its status: it is not the kitchen's before the call.
 */
export function lanesOf(orders: readonly BoardOrder[]) {
  const held = orders.filter(awaitsConfirmation).sort(byDueTime)
  return LANES.map(({ id, statuses }) => {
    const own = orders
      .filter((order) => !awaitsConfirmation(order))
      .filter((order) => (statuses as readonly OrderStatus[]).includes(order.status))
      .sort(byDueTime)
    return { id, orders: id === 'toAccept' ? [...held, ...own] : own }
  })
}
