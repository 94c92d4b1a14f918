import type { PageContextServer } from 'vike/types'
import type { DictionaryItem, Region, Restaurant } from '#shared/schemas'

export type CheckoutData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [orderTypes, paymentTypes, regions, restaurants] = await Promise.all([
    api.get<{ data: DictionaryItem[] }>('/api/dictionaries/order-types'),
    api.get<{ data: DictionaryItem[] }>('/api/dictionaries/payment-types'),
    api.get<{ data: Region[] }>('/api/get-regions'),
    api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
  ])
  return {
    orderTypes: orderTypes.data,
    paymentTypes: paymentTypes.data,
    regions: regions.data,
    restaurants: restaurants.data.filter((r) => r.pickup),
    /** A delivery can be scheduled when any kitchen is open (the server's rule: shared/slots.ts). */
    deliveryHours: restaurants.data.map((r) => r.hours),
  }
}
