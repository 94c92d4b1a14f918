import type { ConsoleSection } from '../sections'

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
