import type { Context, MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE } from './session'

export const ORDER_COOKIE = 'order_id'
const ORDER_COOKIE_MAX_AGE = 24 * 60 * 60

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
    const headers = new Headers(c.req.raw.headers)
    headers.delete('authorization')
    headers.delete('x-client-ip')
    if (c.var.token) headers.set('authorization', `Bearer ${c.var.token}`)
    const ip = options.clientIp(c)
    if (ip) headers.set('x-client-ip', ip)
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      init.body = c.req.raw.body
      init.duplex = 'half'
    }
    const response = await options.api.fetch(new Request(c.req.raw.url, init))
    const path = c.req.path

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
    const signedOut = path === '/api/logout' || path === '/api/logout-all'
    if (signedOut || (response.status === 401 && c.var.token)) {
      const copy = new Response(response.body, response)
      c.res = copy
      cookies.clear(c, AUTH_COOKIE, true)
      return c.res
    }
    return response
  }
}
