import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'

export const AUTH_COOKIE = 'auth_token'

/** Reads the HttpOnly session cookie; the API sees it only as `Authorization: Bearer`. */
export function session(cookies: Cookies): MiddlewareHandler<EdgeEnv> {
  return async function session(c, next) {
    const token = cookies.get(c, AUTH_COOKIE, true)
    c.set('token', token && /^[\w-]{20,100}$/.test(token) ? token : undefined)
    await next()
  }
}
