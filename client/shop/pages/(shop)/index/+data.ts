import type { PageContextServer } from 'vike/types'
import type { Category, ProductCard, Promotion, Region, Restaurant } from '#shared/schemas'

export type HomeData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  // What is above the fold; the new products below it stream in (DeferredProducts).
  const [promotions, categories, popular, regions, restaurants] = await Promise.all([
    api.get<{ data: Promotion[] }>('/api/promotions'),
    api.get<Category[]>('/api/get-categories-without-products'),
    api.get<{ data: ProductCard[] }>('/api/products?tags=popular'),
    api.get<{ data: Region[] }>('/api/get-regions'),
    api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
  ])
  return {
    promotions: promotions.data,
    categories,
    popular: popular.data.slice(0, 8),
    regions: regions.data,
    restaurants: restaurants.data,
  }
}
