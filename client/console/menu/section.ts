import type { ConsoleSection } from '../sections'

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
