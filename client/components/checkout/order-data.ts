import type { PageContextServer } from 'vike/types'
import type { OrderDetail } from '../../../server/api/orders/view'

/** The order a checkout result page is about, if the signed-in customer owns it. */
export async function loadOrder(
  pageContext: PageContextServer,
  id: string | undefined,
): Promise<OrderDetail | null> {
  if (!id || !/^\d{1,12}$/.test(id) || !pageContext.signedIn) return null
  try {
    return (await pageContext.api.get<{ data: OrderDetail }>(`/api/orders/${id}`)).data
  } catch {
    return null
  }
}
