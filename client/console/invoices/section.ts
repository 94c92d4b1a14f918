import type { ConsoleSection } from '#client/console/sections'
import './invoice.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

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
