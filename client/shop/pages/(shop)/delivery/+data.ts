import type { PageContextServer } from 'vike/types'
import type { DictionaryItem, Region, Restaurant } from '#shared/schemas'

export type DeliveryData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [regions, restaurants, paymentTypes] = await Promise.all([
    api.get<{ data: Region[] }>('/api/get-regions'),
    api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
    api.get<{ data: DictionaryItem[] }>('/api/dictionaries/payment-types'),
  ])
  return { regions: regions.data, restaurants: restaurants.data, paymentTypes: paymentTypes.data }
}
