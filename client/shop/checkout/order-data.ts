import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pickupPlace } from '#client/ui/order/pickup-place'
import { isApiError } from '#shared/api-client'
import type { OrderDetail } from '#shared/contract/orders'
import { localizePath } from '#shared/locales'

/**
 * The order a checkout result page is about, when the signed-in customer owns it; anything else (no
 * order, a made-up id, someone else's order, signed out) goes home rather than thanking for it.
 */
export async function loadOrder(
  pageContext: PageContextServer,
  id: string | undefined,
): Promise<OrderDetail> {
  const home = redirect(localizePath('/', pageContext.locale))
  if (!id || !/^\d{1,12}$/.test(id) || !pageContext.signedIn) throw home
  try {
    return (await pageContext.api.get('/api/orders/{id}', { params: { id } })).data
  } catch (error) {
    // A refused session, the API down: its own handling; not found or not hers: home.
    if (isApiError(error) && (error.status === 404 || error.status === 403)) throw home
    throw error
  }
}

/** A placed order for its result page, with the restaurant a pickup is collected from. */
export async function loadOrderResult(pageContext: PageContextServer, id: string | undefined) {
  const order = await loadOrder(pageContext, id)
  const restaurant =
    order.orderType === 'pickup' ? await pickupPlace(pageContext.api, order.restaurantId) : null
  return { order, restaurant }
}
