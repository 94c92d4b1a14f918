import type { PageContextServer } from 'vike/types'
import { pageSearch } from '../../../../../shared/page-query'
import { loadOrder } from '../../../../components/checkout/order-data'

export async function data(pageContext: PageContextServer) {
  const { order, reason } = pageSearch(pageContext.urlParsed.search)
  return { order: await loadOrder(pageContext, order), reason: reason ?? null }
}
