import type { ConsoleSection } from '#client/console/sections'
import '#client/console/places/kitchens.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

/** Each kitchen's state and its devices. */
export default {
  path: '/operator/kitchens',
  label: 'operator.console.nav.kitchens',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    kitchens: { path: '', view: () => import('./KitchensView').then((m) => m.KitchensView) },
  },
} satisfies ConsoleSection
