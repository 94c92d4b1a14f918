import type { ConsoleSection } from '#client/console/sections'
import '#client/console/menu/PhotoField.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

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
