import type { ConsoleSection } from '#client/console/sections'
import '#client/console/menu/catalog.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

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
