import type { PageContextServer } from 'vike/types'
import { loadOrder } from '#client/shop/checkout/order-data'

export async function data(pageContext: PageContextServer) {
  return { order: await loadOrder(pageContext, pageContext.orderId) }
}
