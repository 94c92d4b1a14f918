import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { ATTENTION_COOKIE } from '../../shared/attention'

export type CookieOptions = { maxAge?: number; httpOnly?: boolean }

/**
 * Cookie flags in one place: SameSite=Lax and Path=/ always, Secure under HTTPS, and the session
 * cookie takes the __Host- prefix there (security.md SESS-06). Browser JavaScript reads only the
 * cookies that are not HttpOnly.
 */
export function cookies(https: boolean) {
  const hostOnly = (name: string, httpOnly: boolean) =>
    https && httpOnly ? `__Host-${name}` : name
  return {
    get(c: Context, name: string, httpOnly = false): string | undefined {
      return getCookie(c, hostOnly(name, httpOnly))
    },
    set(c: Context, name: string, value: string, options: CookieOptions = {}) {
      const httpOnly = options.httpOnly ?? false
      setCookie(c, hostOnly(name, httpOnly), value, {
        path: '/',
        sameSite: 'Lax',
        secure: https,
        httpOnly,
        ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
      })
    },
    clear(c: Context, name: string, httpOnly = false) {
      deleteCookie(c, hostOnly(name, httpOnly), {
        path: '/',
        secure: https,
        sameSite: 'Lax',
        httpOnly,
      })
    },
  }
}

export type Cookies = ReturnType<typeof cookies>

/**
 * Whether the visitor saw the attention popup lately (the browser writes the cookie). The render
 * leaves the popup out of the page then, and the page cache keys on the same answer.
 */
export function attentionSeen(c: Context): boolean {
  return getCookie(c, ATTENTION_COOKIE) !== undefined
}
