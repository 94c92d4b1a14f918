import type { PageContextServer } from 'vike/types'
import { loadOrder } from '#client/shop/checkout/order-data'
import { pageSearch } from '#shared/page-query'

export async function data(pageContext: PageContextServer) {
  const { order, reason } = pageSearch(pageContext.urlParsed.search)
  return { order: await loadOrder(pageContext, order), reason: reason ?? null }
}
