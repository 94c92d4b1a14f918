import type { Context, MiddlewareHandler } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import { ATTENTION_COOKIE } from '#shared/attention'
import type { EdgeEnv } from './context'

export type CookieOptions = { maxAge?: number; httpOnly?: boolean }

/**
 * Cookie flags in one place: SameSite=Lax and Path=/ always, Secure under HTTPS, and the session
 * cookie takes the __Host- prefix there (security.md SESS-06). Browser JavaScript reads only the
 * cookies that are not HttpOnly.
 */
export function cookies(https: boolean) {
  const hostOnly = (name: string, httpOnly: boolean) =>
    https && httpOnly ? `__Host-${name}` : name
  const write = (
    c: Context,
    name: string,
    value: string,
    options: Parameters<typeof generateCookie>[2],
  ) => {
    const cookie = generateCookie(name, value, {
      path: '/',
      sameSite: 'Lax',
      secure: https,
      ...options,
    })
    c.header('Set-Cookie', cookie, { append: true })
    // Kept on the request too: a step that answers with a Response of its own (the page cache, the
    // API's answer) replaces the headers set so far, and deliverCookies puts these back.
    c.set('setCookies', [...((c as Context<EdgeEnv>).var.setCookies ?? []), cookie])
  }
  return {
    get(c: Context, name: string, httpOnly = false): string | undefined {
      return getCookie(c, hostOnly(name, httpOnly))
    },
    set(c: Context, name: string, value: string, options: CookieOptions = {}) {
      const httpOnly = options.httpOnly ?? false
      write(c, hostOnly(name, httpOnly), value, {
        httpOnly,
        ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
      })
    },
    clear(c: Context, name: string, httpOnly = false) {
      write(c, hostOnly(name, httpOnly), '', { httpOnly, maxAge: 0, expires: new Date(0) })
    },
  }
}

/**
 * First in the chain: every cookie an edge step set reaches the browser, whatever answered the
 * request (a rendered page, a cached one, the API's own Response).
 */
export function deliverCookies(): MiddlewareHandler<EdgeEnv> {
  return async function deliverCookies(c, next) {
    await next()
    const set = c.var.setCookies
    if (!set?.length) return
    const sent = new Set(c.res.headers.getSetCookie())
    const missing = set.filter((cookie) => !sent.has(cookie))
    if (missing.length === 0) return
    // A copy: a fetched Response's headers are immutable.
    const response = new Response(c.res.body, c.res)
    for (const cookie of missing) response.headers.append('Set-Cookie', cookie)
    // Hono merges the old response's Set-Cookie over a new one's; dropping it first keeps all.
    c.res = undefined
    c.res = response
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
