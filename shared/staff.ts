// The operator console's rules that its pages show and the API enforces.

/**
 * Each role can do what the ones before it can: courier (their deliveries) < kitchen (the board,
 * the stop-list) < manager (the menu, settings, refunds) < admin (staff, the audit log).
 */
export const STAFF_ROLES = ['courier', 'kitchen', 'manager', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Each role includes the ones before it in STAFF_ROLES. */
export function hasRole(role: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed)
}

/** PCI DSS 8.3.6: at least 12 characters; the cap keeps hashing cheap to start. */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

/** RFC 6238 as authenticator apps read it: 6 digits every 30 s. */
export const TOTP_DIGITS = 6

const HOUR = 60 * 60 * 1000
// docs/security.md "Staff sessions": a shift's screen stays signed in while it is used; 12 idle
// hours or 7 days in all end a session (the console's cookie lasts as long).
export const STAFF_SESSION_IDLE_MS = 12 * HOUR
export const STAFF_SESSION_MAX_AGE_MS = 7 * 24 * HOUR
