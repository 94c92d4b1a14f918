import type { PageContextServer } from 'vike/types'
import { orderPageData } from '../../../../../components/account/order-page-data'
import type { OperatorOrder } from '../../../../../components/operator/types'

export type ConsoleOrderData = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) =>
  orderPageData<OperatorOrder>(
    pageContext,
    '/api/operator/orders',
    'pages.console.order.description',
  )
