import type { StaffRole } from '#shared/staff'

export type ConsoleSection = {
  /** Unprefixed; the section is this path and every path under it. */
  path: string
  /** Its key in the locales. */
  label: string
  /** The least role that sees it: the nav hides it from the others and the guard refuses them. */
  role: StaffRole
}

/** The console's sections in menu order: a new section is one line here. */
export const CONSOLE_NAV: readonly ConsoleSection[] = [
  { path: '/operator/deliveries', label: 'operator.console.nav.deliveries', role: 'courier' },
  { path: '/operator/orders', label: 'operator.console.nav.orders', role: 'kitchen' },
  { path: '/operator/phone', label: 'operator.console.nav.phone', role: 'kitchen' },
  { path: '/operator/menu', label: 'operator.console.nav.menu', role: 'kitchen' },
  { path: '/operator/kitchens', label: 'operator.console.nav.kitchens', role: 'manager' },
  { path: '/operator/dashboard', label: 'operator.console.nav.dashboard', role: 'manager' },
  { path: '/operator/options', label: 'operator.console.nav.options', role: 'manager' },
  { path: '/operator/places', label: 'operator.console.nav.places', role: 'manager' },
  { path: '/operator/redirects', label: 'operator.console.nav.redirects', role: 'manager' },
  { path: '/operator/promotions', label: 'operator.console.nav.promotions', role: 'manager' },
  { path: '/operator/offers', label: 'operator.console.nav.offers', role: 'manager' },
  { path: '/operator/invoices', label: 'operator.console.nav.invoices', role: 'manager' },
  { path: '/operator/staff', label: 'operator.console.nav.staff', role: 'admin' },
  { path: '/operator/legal', label: 'operator.console.nav.legal', role: 'admin' },
  { path: '/operator/audit', label: 'operator.console.nav.audit', role: 'admin' },
  { path: '/operator/customers', label: 'operator.console.nav.customers', role: 'admin' },
]

/** Where the console opens, and where signing in leads by default: it leads on to `homeOf`. */
export const CONSOLE_HOME = '/operator'

/** Each role's first page: the courier's deliveries, the board for everyone else. */
export function homeOf(role: StaffRole): string {
  return role === 'courier' ? '/operator/deliveries' : '/operator/orders'
}

/** The section an unprefixed path belongs to (the longest match), if any. */
export function sectionOf(pathname: string): ConsoleSection | undefined {
  return CONSOLE_NAV.filter(
    (section) => pathname === section.path || pathname.startsWith(`${section.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0]
}
