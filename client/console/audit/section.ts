import type { ConsoleSection } from '#client/console/sections'

/** Who did what: the audit log. */
export default {
  path: '/operator/audit',
  label: 'operator.console.nav.audit',
  role: 'admin',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    audit: { path: '', view: () => import('./AuditView').then((m) => m.AuditView) },
  },
} satisfies ConsoleSection
