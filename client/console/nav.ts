import type { StaffRole } from '#shared/staff'
import { type ConsoleSection, SECTIONS } from './sections'

/** The bar's sections, in their order (client/console/sections.ts): all but the hidden ones. */
export const CONSOLE_NAV: readonly ConsoleSection[] = SECTIONS.filter(
  (section: ConsoleSection) => !section.hidden,
)

/** Where the console opens, and where signing in leads by default: it leads on to `homeOf`. */
export const CONSOLE_HOME = '/operator'

/** Each role's first page: the courier's deliveries, the board for everyone else. */
export function homeOf(role: StaffRole): string {
  return role === 'courier' ? '/operator/deliveries' : '/operator/orders'
}
