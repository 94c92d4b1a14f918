import type { ConsoleSection } from '../sections'

/** A day's figures. */
export default {
  path: '/operator/dashboard',
  label: 'operator.console.nav.dashboard',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    dashboard: { path: '', view: () => import('./DashboardView').then((m) => m.DashboardView) },
  },
} satisfies ConsoleSection
