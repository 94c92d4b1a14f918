import type { ConsoleSection } from '#client/console/sections'

/** The redirect table. */
export default {
  path: '/operator/redirects',
  label: 'operator.console.nav.redirects',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    redirects: { path: '', view: () => import('./RedirectsView').then((m) => m.RedirectsView) },
  },
} satisfies ConsoleSection
