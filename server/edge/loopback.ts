import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A shop on this machine answers to several names (localhost, 127.0.0.1), but a browser keeps its
 * session cookie per name, while the payment's way back, canonical and referral links name
 * PUBLIC_ORIGIN. A page asked for by another loopback name is sent to PUBLIC_ORIGIN's first, so a
 * card payment completes whichever name was typed. Only for a loopback PUBLIC_ORIGIN: production's
 * is https on a real host (server/env.ts), where this step is absent.
 */
export function loopbackName(publicOrigin: string): MiddlewareHandler<EdgeEnv> | null {
  const origin = new URL(publicOrigin)
  if (!LOOPBACK.has(origin.hostname)) return null
  return async function loopbackName(c, next) {
    const url = new URL(c.req.url)
    const elsewhere =
      url.hostname !== origin.hostname && LOOPBACK.has(url.hostname) && url.port === origin.port
    if (elsewhere && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return c.redirect(`${origin.origin}${url.pathname}${url.search}`, 307)
    }
    await next()
  }
}
