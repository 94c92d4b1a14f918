import type { PageContextServer } from 'vike/types'
import { loadOrder } from '#client/shop/checkout/order-data'
import { pageSearch } from '#shared/page-query'

export async function data(pageContext: PageContextServer) {
  return { order: await loadOrder(pageContext, pageSearch(pageContext.urlParsed.search).order) }
}
