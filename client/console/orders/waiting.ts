import type { ApiClient } from '#shared/api-client'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import { awaitsConfirmation } from './moves'

/** Orders waiting to be accepted: placed for cash or at the door, or paid, whatever their day. */
const WAITING = 'new,paid'
/** A kitchen never has this many orders waiting; past it the oldest are announced later. */
const AT_MOST = 100

/** The kitchen's orders nobody accepted yet, the soonest due first; a held one is not the kitchen's. */
export async function loadWaiting(api: ApiClient): Promise<BoardOrder[]> {
  return (await soonestIn(api, WAITING)).filter((order) => !awaitsConfirmation(order))
}

/** Accepted orders for later, the soonest due first: each rings when its cooking should start. */
export async function loadAccepted(api: ApiClient): Promise<BoardOrder[]> {
  return (await soonestIn(api, 'accepted')).filter((order) => order.scheduledFor !== null)
}

/** The orders in `statuses` (comma-separated), whatever their day, the soonest due first. */
async function soonestIn(api: ApiClient, statuses: string): Promise<BoardOrder[]> {
  const { data } = await api.get('/api/operator/orders', {
    query: { status: statuses, sort: 'due', perPage: AT_MOST },
  })
  return data
}

/** Whether `order` is for a time and its cooking should have started by `now` (not yet begun). */
export function timeToCook(order: BoardOrder, now: number): boolean {
  return (
    order.scheduledFor !== null &&
    ['new', 'paid', 'accepted'].includes(order.status) &&
    Date.parse(order.cookAt) <= now
  )
}

/** The orders waiting for later days than `today` (pre-orders), counted by their day. */
export function preOrders(waiting: readonly BoardOrder[], today: string) {
  const days = new Map<string, number>()
  for (const order of waiting) {
    const day = restaurantDay(new Date(order.scheduledFor ?? order.createdAt))
    if (day > today) days.set(day, (days.get(day) ?? 0) + 1)
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count }))
}

/** What arrived since `known` (everything on a screen's first look: it was not seen here yet). */
export function arrivalsIn(known: ReadonlySet<number> | null, waiting: readonly BoardOrder[]) {
  return known ? waiting.filter((order) => !known.has(order.id)) : [...waiting]
}

/** Takes the order's ticket for this screen: true when this screen is the one to print it. */
export async function claimTicket(api: ApiClient, orderId: number): Promise<boolean> {
  const answer = await api.post('/api/operator/orders/{id}/printed', undefined, {
    params: { id: orderId },
  })
  return answer.data.claimed
}
