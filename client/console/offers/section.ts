import type { ConsoleSection } from '#client/console/sections'

/** Offers and promo codes. */
export default {
  path: '/operator/offers',
  label: 'operator.console.nav.offers',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    offers: { path: '', view: () => import('./OffersView').then((m) => m.OffersView) },
  },
} satisfies ConsoleSection
