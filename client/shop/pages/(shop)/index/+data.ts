import type { PageContextServer } from 'vike/types'

export type HomeData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  // What is above the fold; the new products below it stream in (DeferredProducts).
  const [promotions, categories, popular, regions, restaurants] = await Promise.all([
    api.get('/api/promotions'),
    api.get('/api/get-categories-without-products'),
    api.get('/api/products', { query: { tags: 'popular' } }),
    api.get('/api/get-regions'),
    api.get('/api/get-restaurants'),
  ])
  return {
    promotions: promotions.data,
    categories,
    popular: popular.data.slice(0, 8),
    regions: regions.data,
    restaurants: restaurants.data,
  }
}
