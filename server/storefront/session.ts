import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'

export const AUTH_COOKIE = 'auth_token'
// Spec §3: 365 days; docs/security.md says why, and what limits the risk.
export const AUTH_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** The staff session (`__Host-staff_token` under HTTPS): only /api/operator/* ever sees it. */
export const STAFF_COOKIE = 'staff_token'
export const STAFF_API = '/api/operator/'

/** A cookie's session token when it has a token's shape; anything else is no token. */
export function tokenOf(value: string | undefined): string | undefined {
  return value && /^[\w-]{20,100}$/.test(value) ? value : undefined
}

/** Reads the HttpOnly session cookies; the API sees them only as `Authorization: Bearer`. */
export function session(cookies: Cookies): MiddlewareHandler<EdgeEnv> {
  return async function session(c, next) {
    c.set('token', tokenOf(cookies.get(c, AUTH_COOKIE, true)))
    c.set('staffToken', tokenOf(cookies.get(c, STAFF_COOKIE, true)))
    await next()
  }
}

/** Staff and customer sessions never cross: the staff API gets the staff token, the rest the customer's. */
export function tokenFor(
  path: string,
  sessions: Pick<EdgeEnv['Variables'], 'token' | 'staffToken'>,
): string | undefined {
  return path.startsWith(STAFF_API) ? sessions.staffToken : sessions.token
}
