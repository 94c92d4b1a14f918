import type { PageContextServer } from 'vike/types'
import { orderPageData } from '#client/ui/order/order-page-data'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import { pageSearch } from '#shared/page-query'
import { filtersQuery, loadBoard, readFilters } from './board'
import { loadStoreStatus } from './store-status'

// What the orders section's views load, on the server: only what a view shows (page data is sent
// to the browser).

export async function orders({ api, urlParsed }: PageContextServer) {
  const filters = readFilters(pageSearch(urlParsed.search), restaurantDay(new Date()))
  const [orders, restaurants, regions, couriers, store] = await Promise.all([
    loadBoard(api, filters),
    api.get('/api/get-restaurants'),
    api.get('/api/get-regions'),
    api.get('/api/operator/couriers'),
    loadStoreStatus(api),
  ])
  const place = ({ id, name }: { id: number; name: string }) => ({ id, name })
  return {
    filters,
    orders,
    restaurants: restaurants.data.map(place),
    regions: regions.data.map(place),
    couriers: couriers.data,
    store,
  }
}

export async function order(pageContext: PageContextServer, id: string) {
  const [page, couriers, zones] = await Promise.all([
    orderPageData<OperatorOrder>(
      pageContext,
      id,
      '/api/operator/orders/{id}',
      'pages.console.order.description',
    ),
    pageContext.api.get('/api/operator/couriers'),
    pageContext.api.get('/api/get-regions'),
  ])
  // The board's filters came along in the query: the way back keeps them.
  const search = pageSearch(pageContext.urlParsed.search)
  const back = filtersQuery(readFilters(search, restaurantDay(new Date())))
  return {
    ...page,
    couriers: page.order.orderType === 'delivery' ? couriers.data : [],
    zone: zones.data.find((zone) => zone.id === page.order.regionId)?.name ?? null,
    back: search.date ? back : '',
  }
}

export async function ticket(pageContext: PageContextServer, id: string) {
  const [page, zones] = await Promise.all([
    orderPageData<OperatorOrder>(
      pageContext,
      id,
      '/api/operator/orders/{id}',
      'pages.console.ticket.description',
    ),
    pageContext.api.get('/api/get-regions'),
  ])
  const zone = zones.data.find((region) => region.id === page.order.regionId)
  return { ...page, zone: zone?.name ?? null }
}
