import type { PageContextServer } from 'vike/types'
import { pageSearch } from '../../../../../shared/page-query'
import { loadOrder } from '../../../../components/checkout/order-data'

export async function data(pageContext: PageContextServer) {
  return { order: await loadOrder(pageContext, pageSearch(pageContext.urlParsed.search).order) }
}
