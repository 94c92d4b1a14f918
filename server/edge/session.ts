import type { Context, MiddlewareHandler } from 'hono'
import { redirect } from 'vike/abort'
import { signInPath, splitLangPrefix } from '#shared/locales'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'
import { pageOf } from './page-cache'

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

/**
 * Spec §4, §8: the API refused the customer's session behind a page's data (revoked, expired). The
 * edge signs out and the page becomes the sign-in, which leads back to it: on a full load and on
 * client navigation alike (its page data carries the redirect), never an error page.
 */
export function sessionRefused(c: Context<EdgeEnv>, cookies: Cookies): never {
  cookies.clear(c, AUTH_COOKIE, true)
  const page = splitLangPrefix(pageOf(new URL(c.req.url).pathname)).path
  throw redirect(signInPath(page, c.var.lang))
}
