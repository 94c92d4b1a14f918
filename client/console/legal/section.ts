import type { ConsoleSection } from '#client/console/sections'

/** Who sells, and the legal pages. */
export default {
  path: '/operator/legal',
  label: 'operator.console.nav.legal',
  role: 'admin',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    legal: { path: '', view: () => import('./LegalView').then((m) => m.LegalView) },
  },
} satisfies ConsoleSection
