import type { ConsoleSection } from '#client/console/sections'
import '#client/console/menu/catalog.css'
import './places.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

/** Delivery zones and restaurants. */
export default {
  path: '/operator/places',
  label: 'operator.console.nav.places',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    places: { path: '', view: () => import('./PlacesView').then((m) => m.PlacesView) },
  },
} satisfies ConsoleSection
