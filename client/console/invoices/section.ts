import type { ConsoleSection } from '../sections'

/** Company invoices to issue and issued, and one invoice to print. */
export default {
  path: '/operator/invoices',
  label: 'operator.console.nav.invoices',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    invoices: { path: '', view: () => import('./InvoicesView').then((m) => m.InvoicesView) },
    invoice: { path: ':id', view: () => import('./InvoiceView').then((m) => m.InvoiceView) },
  },
} satisfies ConsoleSection
