import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'
import { translate } from '#shared/i18n'
import { pickupPlace } from './pickup-place'

type PageOrder = { id: number; orderType: string; restaurantId: number | null }

/**
 * One order's page data, for the customer's and the console's order pages alike: the order from
 * `apiPath` + `id` (a 404 page for a bad or unknown id), its pickup place, and the page's head.
 */
export async function orderPageData<T extends PageOrder>(
  { api, locale }: PageContextServer,
  id: string,
  apiPath: '/api/orders/{id}' | '/api/operator/orders/{id}',
  descriptionKey: string,
) {
  if (!/^\d{1,15}$/.test(id)) throw render(404)
  let order: T
  try {
    // The customer's and the console's answers differ; each page names the one it reads.
    order = (await api.get(apiPath, { params: { id } })).data as unknown as T
  } catch (error) {
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
  return {
    order,
    restaurant: order.orderType === 'pickup' ? await pickupPlace(api, order.restaurantId) : null,
    head: {
      title: translate(locale, 'pages.order.title', { id: order.id }),
      description: translate(locale, descriptionKey),
    },
  }
}
