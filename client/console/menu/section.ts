import type { ConsoleSection } from '#client/console/sections'
import './catalog.css'
import './PhotoField.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

/** Categories and dishes: their prices, photos and stops. */
export default {
  path: '/operator/menu',
  label: 'operator.console.nav.menu',
  role: 'kitchen',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    menu: { path: '', view: () => import('./MenuView').then((m) => m.MenuView) },
  },
} satisfies ConsoleSection
