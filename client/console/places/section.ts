import type { ConsoleSection } from '../sections'

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
