import type { PageContextServer } from 'vike/types'

export async function phone({ api }: PageContextServer) {
  const [menu, regions, restaurants] = await Promise.all([
    api.get('/api/menu'),
    api.get('/api/get-regions'),
    api.get('/api/get-restaurants'),
  ])
  const place = ({ id, name }: { id: number; name: string }) => ({ id, name })
  // What the search needs of each dish; the chosen one's options load when it is chosen.
  const dishes = menu.data.flatMap((section) =>
    section.products.map(({ id, name, price, available }) => ({ id, name, price, available })),
  )
  return {
    dishes,
    zones: regions.data.map(place),
    restaurants: restaurants.data.map(place),
  }
}
