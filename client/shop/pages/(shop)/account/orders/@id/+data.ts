import type { PageContextServer } from 'vike/types'
import type { OrderDetail } from '#client/shop/account/types'
import { orderPageData } from '#client/ui/order/order-page-data'

export type OrderData = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) =>
  orderPageData<OrderDetail>(
    pageContext,
    pageContext.routeParams.id ?? '',
    '/api/orders/{id}',
    'pages.order.description',
  )
