import type { PageContextServer } from 'vike/types'
import { loadOrderResult } from '#client/shop/checkout/order-data'

export async function data(pageContext: PageContextServer) {
  return loadOrderResult(pageContext, pageContext.orderId)
}
