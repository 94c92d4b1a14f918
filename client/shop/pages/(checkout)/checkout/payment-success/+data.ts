import type { PageContextServer } from 'vike/types'
import { loadOrderResult } from '#client/shop/checkout/order-data'
import { pageSearch } from '#shared/page-query'

export async function data(pageContext: PageContextServer) {
  return loadOrderResult(pageContext, pageSearch(pageContext.urlParsed.search).order)
}
