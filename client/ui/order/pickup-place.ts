import type { ApiClient } from '#shared/api-client'

/** The restaurant's name and address for a pickup order; its page still opens without them. */
export async function pickupPlace(api: ApiClient, restaurantId: number | null) {
  if (!restaurantId) return null
  try {
    const { data: restaurants } = await api.get('/api/get-restaurants')
    const restaurant = restaurants.find((r) => r.id === restaurantId)
    return restaurant ? { name: restaurant.name, address: restaurant.address } : null
  } catch {
    return null
  }
}
