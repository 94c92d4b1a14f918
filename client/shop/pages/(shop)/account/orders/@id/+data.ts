import type { PageContextServer } from 'vike/types'
import { orderPageData } from '#client/shop/account/order-page-data'
import type { OrderDetail } from '#client/shop/account/types'

export type OrderData = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) =>
  orderPageData<OrderDetail>(
    pageContext,
    pageContext.routeParams.id ?? '',
    '/api/orders',
    'pages.order.description',
  )
