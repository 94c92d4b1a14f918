import type { PageContextServer } from 'vike/types'

export type CheckoutData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [orderTypes, paymentTypes, regions, restaurants, geocoder] = await Promise.all([
    api.get('/api/dictionaries/order-types'),
    api.get('/api/dictionaries/payment-types'),
    api.get('/api/get-regions'),
    api.get('/api/get-restaurants'),
    api.get('/api/geocoder'),
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
