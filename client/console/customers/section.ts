import type { ConsoleSection } from '#client/console/sections'

/** Customers' personal data: requests and retention. */
export default {
  path: '/operator/customers',
  label: 'operator.console.nav.customers',
  role: 'admin',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    customers: { path: '', view: () => import('./CustomersView').then((m) => m.CustomersView) },
  },
} satisfies ConsoleSection
