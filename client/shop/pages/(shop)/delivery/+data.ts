import type { PageContextServer } from 'vike/types'

export type DeliveryData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [regions, restaurants, paymentTypes] = await Promise.all([
    api.get('/api/get-regions'),
    api.get('/api/get-restaurants'),
    api.get('/api/dictionaries/payment-types'),
  ])
  return { regions: regions.data, restaurants: restaurants.data, paymentTypes: paymentTypes.data }
}
