import type { ConsoleSection } from '#client/console/sections'

/** Staff accounts and their roles. */
export default {
  path: '/operator/staff',
  label: 'operator.console.nav.staff',
  role: 'admin',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    staff: { path: '', view: () => import('./StaffView').then((m) => m.StaffView) },
  },
} satisfies ConsoleSection
