import type { PageContextServer } from 'vike/types'

export async function offers({ api, locale }: PageContextServer) {
  const [offers, menu, zones] = await Promise.all([
    api.get('/api/operator/offers'),
    api.get('/api/operator/menu'),
    api.get('/api/operator/regions'),
  ])
  // The form names categories, dishes and zones in the console's language.
  const named = ({ id, name }: { id: number; name: Record<typeof locale, string> }) => ({
    id,
    name: name[locale],
  })
  const choices = {
    categories: menu.data.categories.map(named),
    products: menu.data.products.map(named),
    zones: zones.data.map(named),
  }
  return { offers: offers.data, choices }
}
