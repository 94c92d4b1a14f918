import type { PageContextServer } from 'vike/types'
import type { geocoderInfo } from '#shared/contract/geocoder'
import type { Answer } from '#shared/contract/http'
import type { DictionaryItem, Region, Restaurant } from '#shared/schemas'

export type CheckoutData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [orderTypes, paymentTypes, regions, restaurants, geocoder] = await Promise.all([
    api.get<{ data: DictionaryItem[] }>('/api/dictionaries/order-types'),
    api.get<{ data: DictionaryItem[] }>('/api/dictionaries/payment-types'),
    api.get<{ data: Region[] }>('/api/get-regions'),
    api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
    api.get<Answer<typeof geocoderInfo>>('/api/geocoder'),
  ])
  return {
    orderTypes: orderTypes.data,
    paymentTypes: paymentTypes.data,
    regions: regions.data,
    restaurants: restaurants.data.filter((r) => r.pickup),
    /** Every kitchen: a zone's may take no pickups, and its hours decide the zone's times. */
    kitchens: restaurants.data,
    /** The shop finds addresses: the checkout offers "Use my location". */
    geocoder: geocoder.data.provider !== null,
  }
}
