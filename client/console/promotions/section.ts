import type { ConsoleSection } from '../sections'

/** The promotions' pages. */
export default {
  path: '/operator/promotions',
  label: 'operator.console.nav.promotions',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    promotions: { path: '', view: () => import('./PromotionsView').then((m) => m.PromotionsView) },
  },
} satisfies ConsoleSection
