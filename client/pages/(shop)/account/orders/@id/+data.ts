import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '../../../../../../shared/api-client'
import { translate } from '../../../../../../shared/i18n'
import type { Restaurant } from '../../../../../../shared/schemas'
import type { OrderDetail } from '../../../../../components/account/types'

export type OrderData = Awaited<ReturnType<typeof data>>

export async function data({ api, routeParams, locale }: PageContextServer) {
  const id = routeParams.id ?? ''
  if (!/^\d{1,15}$/.test(id)) throw render(404)
  let order: OrderDetail
  try {
    order = (await api.get<{ data: OrderDetail }>(`/api/orders/${id}`)).data
  } catch (error) {
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
  return {
    order,
    restaurant: order.orderType === 'pickup' ? await pickupPlace(api, order.restaurantId) : null,
    head: {
      title: translate(locale, 'pages.order.title', { id: order.id }),
      description: translate(locale, 'pages.order.description'),
    },
  }
}

/** The restaurant's name and address; the order page still opens without them. */
async function pickupPlace(api: PageContextServer['api'], restaurantId: number | null) {
  if (!restaurantId) return null
  try {
    const { data: restaurants } = await api.get<{ data: Restaurant[] }>('/api/get-restaurants')
    const restaurant = restaurants.find((r) => r.id === restaurantId)
    return restaurant ? { name: restaurant.name, address: restaurant.address } : null
  } catch {
    return null
  }
}
