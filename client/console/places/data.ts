import type { PageContextServer } from 'vike/types'

export async function places({ api }: PageContextServer) {
  const [zones, restaurants] = await Promise.all([
    api.get('/api/operator/regions'),
    api.get('/api/operator/restaurants'),
  ])
  return { zones: zones.data, restaurants: restaurants.data }
}
