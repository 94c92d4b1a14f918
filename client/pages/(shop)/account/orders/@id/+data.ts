import type { PageContextServer } from 'vike/types'
import { orderPageData } from '#client/components/account/order-page-data'
import type { OrderDetail } from '#client/components/account/types'

export type OrderData = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) =>
  orderPageData<OrderDetail>(
    pageContext,
    pageContext.routeParams.id ?? '',
    '/api/orders',
    'pages.order.description',
  )
