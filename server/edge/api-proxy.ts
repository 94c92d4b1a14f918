import type { Context, MiddlewareHandler } from 'hono'
import { translate } from '#shared/i18n'
import { STAFF_SESSION_MAX_AGE_MS } from '#shared/staff'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE, STAFF_API, STAFF_COOKIE, tokenFor } from './session'

export const ORDER_COOKIE = 'order_id'
const ORDER_COOKIE_MAX_AGE = 24 * 60 * 60

const SIGN_OUTS = ['/api/logout', '/api/logout-all', '/api/account/delete']

export type ApiHandler = { fetch: (request: Request) => Response | Promise<Response> }

/**
 * The browser's way to the API. Browser JavaScript never sees the session token: the edge turns the
 * cookie into a Bearer header, keeps the token a sign-in returns as an HttpOnly cookie, and drops
 * the cookie on logout or when the API no longer knows the session.
 */
export function apiProxy(options: {
  api: ApiHandler
  cookies: Cookies
  clientIp: (c: Context<EdgeEnv>) => string | undefined
}): MiddlewareHandler<EdgeEnv> {
  const { cookies } = options
  return async function apiProxy(c) {
    const path = c.req.path
    const staffArea = path.startsWith(STAFF_API)
    const token = tokenFor(path, c.var)
    const headers = new Headers(c.req.raw.headers)
    headers.delete('authorization')
    headers.delete('x-client-ip')
    if (token) headers.set('authorization', `Bearer ${token}`)
    const ip = options.clientIp(c)
    if (ip) headers.set('x-client-ip', ip)
    // The signal ends the API's work (an event stream) when the browser goes away.
    const init: RequestInit & { duplex?: 'half' } = {
      method: c.req.method,
      headers,
      signal: c.req.raw.signal,
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      init.body = c.req.raw.body
      init.duplex = 'half'
    }
    // Answers are passed on as they come, so an event stream flows through unbuffered.
    let response: Response
    try {
      response = await options.api.fetch(new Request(c.req.raw.url, init))
    } catch (error) {
      // A remote API that is down or too slow: nothing was done that the client cannot retry.
      if (c.req.raw.signal.aborted) throw error
      c.var.log.warn({ err: error, path }, 'API unreachable')
      return c.json({ message: translate(c.var.lang, 'api.unavailable'), errors: {} }, 503, {
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      })
    }
    if (staffArea) return staffSession(c, cookies, response, token !== undefined)

    if (path === '/api/sms-code-check' && response.status === 200) {
      const { token } = (await response.json()) as { token: string }
      cookies.set(c, AUTH_COOKIE, token, { httpOnly: true, maxAge: AUTH_COOKIE_MAX_AGE })
      c.header('Cache-Control', 'no-store')
      return c.json({ success: true })
    }
    if (
      path === '/api/orders' &&
      c.req.method === 'POST' &&
      (response.status === 201 || response.status === 200)
    ) {
      // Spec §4: the success page opens only for the order just placed (the order_id cookie).
      const body = await response.text()
      const orderId = /"order":\{"id":(\d+)/.exec(body)?.[1]
      const copy = new Response(body, response)
      c.res = copy
      if (orderId)
        cookies.set(c, ORDER_COOKIE, orderId, { httpOnly: true, maxAge: ORDER_COOKIE_MAX_AGE })
      return c.res
    }
    // Only a sign-out the API carried out ends the browser's session: a refused one (a forged
    // cross-site text/plain POST gets 415) leaves it alone. A deleted account is signed out too.
    const signedOut = SIGN_OUTS.includes(path) && response.ok
    if (signedOut || (response.status === 401 && c.var.token)) {
      const copy = new Response(response.body, response)
      c.res = copy
      cookies.clear(c, AUTH_COOKIE, true)
      return c.res
    }
    return response
  }
}

/** Keeps a staff sign-in's token as the staff cookie; drops it on sign-out or a refused session. */
async function staffSession(c: Context, cookies: Cookies, response: Response, hadToken: boolean) {
  const path = c.req.path
  if (path === `${STAFF_API}sign-in` && response.status === 200) {
    const { token, ...rest } = (await response.json()) as { token: string }
    cookies.set(c, STAFF_COOKIE, token, {
      httpOnly: true,
      maxAge: STAFF_SESSION_MAX_AGE_MS / 1000,
    })
    c.header('Cache-Control', 'no-store')
    return c.json(rest)
  }
  const signedOut = path === `${STAFF_API}sign-out` && response.ok
  if (signedOut || (response.status === 401 && hadToken)) {
    c.res = new Response(response.body, response)
    cookies.clear(c, STAFF_COOKIE, true)
    return c.res
  }
  return response
}
