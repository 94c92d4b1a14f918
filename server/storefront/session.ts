import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'

export const AUTH_COOKIE = 'auth_token'
// Spec §3: 365 days; docs/security.md says why, and what limits the risk.
export const AUTH_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Reads the HttpOnly session cookie; the API sees it only as `Authorization: Bearer`. */
export function session(cookies: Cookies): MiddlewareHandler<EdgeEnv> {
  return async function session(c, next) {
    const token = cookies.get(c, AUTH_COOKIE, true)
    c.set('token', token && /^[\w-]{20,100}$/.test(token) ? token : undefined)
    await next()
  }
}
