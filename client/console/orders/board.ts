import type { ApiClient } from '#shared/api-client'
import { ORDER_STATUSES, type OrderStatus } from '#shared/checkout'
import type { BoardOrder } from '#shared/contract/operator/orders'
import type { PageSearch } from '#shared/page-query'

/** What the board shows, from its URL: a day, optionally one restaurant, one zone and one status. */
export type BoardFilters = {
  date: string
  restaurantId: number | null
  regionId: number | null
  status: OrderStatus | null
}

/** The order the kitchen works in: what needs accepting first, what is over last. */
export const BOARD_STATUSES: readonly OrderStatus[] = [
  'new',
  'paid',
  'accepted',
  'cooking',
  'ready_for_pickup',
  'on_the_way',
  'awaiting_payment',
  'payment_failed',
  'completed',
  'cancelled',
]

const PER_PAGE = 100
// A restaurant's busiest day stays far below this; the cap keeps one request from looping on.
const MAX_PAGES = 10

const positiveId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The filters in a board URL's query; anything unreadable is left out, the day defaults to today. */
export function readFilters(search: PageSearch, today: string): BoardFilters {
  const status = search.status as OrderStatus | undefined
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(search.date ?? '') ? search.date! : today,
    restaurantId: positiveId(search.restaurant),
    regionId: positiveId(search.region),
    status: status && ORDER_STATUSES.includes(status) ? status : null,
  }
}

/** The board URL's query for `filters`, the other way round. */
export function filtersQuery(filters: BoardFilters): string {
  const params = new URLSearchParams({ date: filters.date })
  if (filters.restaurantId) params.set('restaurant', String(filters.restaurantId))
  if (filters.regionId) params.set('region', String(filters.regionId))
  if (filters.status) params.set('status', filters.status)
  return `?${params}`
}

/**
 * Every order of the day for the restaurant and zone chosen, newest first. The status is filtered
 * on the page, which counts the orders of each status for its tabs.
 */
export async function loadBoard(api: ApiClient, filters: BoardFilters): Promise<BoardOrder[]> {
  const orders: BoardOrder[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get('/api/operator/orders', {
      query: {
        date: filters.date,
        page,
        perPage: PER_PAGE,
        restaurantId: filters.restaurantId || undefined,
        regionId: filters.regionId || undefined,
      },
    })
    orders.push(...answer.data)
    if (orders.length >= answer.meta.total || answer.data.length < PER_PAGE) break
  }
  return orders
}

/** How many orders have each status. */
export function countByStatus(orders: readonly BoardOrder[]): Partial<Record<OrderStatus, number>> {
  const counts: Partial<Record<OrderStatus, number>> = {}
  for (const order of orders) counts[order.status] = (counts[order.status] ?? 0) + 1
  return counts
}
