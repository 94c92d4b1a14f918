import type { ConsoleSection } from '#client/console/sections'

/** A courier's own round: where to, whom to call, what to collect. */
export default {
  path: '/operator/deliveries',
  label: 'operator.console.nav.deliveries',
  role: 'courier',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    deliveries: { path: '', view: () => import('./DeliveriesView').then((m) => m.DeliveriesView) },
  },
} satisfies ConsoleSection
