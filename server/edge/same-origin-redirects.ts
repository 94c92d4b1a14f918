import type { MiddlewareHandler } from 'hono'
import table from '#redirects/rules.json'
import { isSameOriginPath } from '#shared/safe-path'
import type { EdgeEnv } from './context'

/**
 * Whether a Location keeps the visitor on this shop: a same-origin path, an absolute URL on the
 * public origin, or an https URL on a host the redirect table allows (redirects/rules.json).
 */
export function isSafeLocation(location: string, publicOrigin: string): boolean {
  if (location.startsWith('/') || location.startsWith('\\')) return isSameOriginPath(location)
  let url: URL
  try {
    url = new URL(location)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === publicOrigin) return true
  return url.protocol === 'https:' && (table.hosts as string[]).includes(url.host)
}

/**
 * The last word on every redirect the edge answers (security.md RED-01): one whose Location would
 * take the visitor to another host is a 404 that no cache keeps, whichever step produced it.
 */
export function sameOriginRedirects(publicOrigin: string): MiddlewareHandler<EdgeEnv> {
  return async function sameOriginRedirects(c, next) {
    await next()
    const location = c.res.headers.get('location')
    if (c.res.status < 300 || c.res.status >= 400 || location === null) return
    if (isSafeLocation(location, publicOrigin)) return
    c.var.log.warn({ event: 'unsafe_redirect', status: c.res.status }, 'unsafe redirect refused')
    // Hono copies the old answer's headers onto a new one (Location too) unless it is dropped first.
    c.res = undefined
    c.res = new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}
