import type { ConsoleSection } from '#client/console/sections'

/** The day's board, an order's page and its kitchen ticket. */
export default {
  path: '/operator/orders',
  label: 'operator.console.nav.orders',
  role: 'kitchen',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    orders: { path: '', view: () => import('./OrdersView').then((m) => m.OrdersView) },
    order: { path: ':id', view: () => import('./OrderView').then((m) => m.OrderView) },
    ticket: { path: ':id/ticket', view: () => import('./TicketView').then((m) => m.TicketView) },
  },
} satisfies ConsoleSection
