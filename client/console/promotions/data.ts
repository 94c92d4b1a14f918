import type { PageContextServer } from 'vike/types'

export async function promotions({ api, locale }: PageContextServer) {
  const [promotions, offers] = await Promise.all([
    api.get('/api/operator/promotions'),
    api.get('/api/operator/offers'),
  ])
  // The offers a promotion may name, called as the console's language calls them.
  const choices = offers.data.map((offer) => ({
    id: offer.id,
    name: offer.code ? `${offer.name[locale]} · ${offer.code}` : offer.name[locale],
  }))
  return { promotions: promotions.data, offers: choices }
}
