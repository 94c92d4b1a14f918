import type { ConsoleSection } from '#client/console/sections'

/** An order taken on the phone. */
export default {
  path: '/operator/phone',
  label: 'operator.console.nav.phone',
  role: 'kitchen',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    phone: { path: '', view: () => import('./PhoneOrderView').then((m) => m.PhoneOrderView) },
  },
} satisfies ConsoleSection
