import { Buffer } from 'node:buffer'
import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'

export type SecurityOptions = {
  https: boolean
  dev: boolean
  connectSrc?: string[]
  /** Image origins besides the shop's own: the maps' tile server (TILE_URL). */
  imgSrc?: string[]
}

/** A CSP with a fresh nonce per response: the inline scripts streaming SSR needs carry it. */
export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const scripts = [
    `'nonce-${nonce}'`,
    `'strict-dynamic'`,
    ...(options.dev ? ["'unsafe-eval'"] : []),
  ]
  // Vite injects styles from JavaScript in development only.
  const styles = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`]
  const connect = ["'self'", ...(options.dev ? ['ws:'] : []), ...(options.connectSrc ?? [])]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    `img-src ${["'self'", 'data:', 'https:', ...(options.imgSrc ?? [])].join(' ')}`,
    "font-src 'self'",
    // The service worker and the web app manifest (issue 39): this origin's only.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

const NONCE_BYTES = 18
// Random bytes drawn a few thousand at a time: one call into the CSPRNG per request was 4% of a
// cached page's cost. Each nonce still takes bytes no other nonce had.
const pool = new Uint8Array(NONCE_BYTES * 256)
let used = pool.length

function freshNonce(): string {
  if (used === pool.length) {
    crypto.getRandomValues(pool)
    used = 0
  }
  used += NONCE_BYTES
  return Buffer.from(pool.buffer, used - NONCE_BYTES, NONCE_BYTES).toString('base64url')
}

/** Security headers on every response (security.md §5), whatever step produced it. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<EdgeEnv> {
  return async function securityHeaders(c, next) {
    const nonce = freshNonce()
    c.set('nonce', nonce)
    if (c.req.method === 'TRACE' || c.req.method === 'TRACK') {
      c.res = new Response('Method Not Allowed', {
        status: 405,
        headers: { Allow: 'GET, HEAD, POST' },
      })
    } else {
      await next()
    }
    const headers = c.res.headers
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, options))
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Cross-Origin-Resource-Policy', 'same-origin')
    headers.set('X-Frame-Options', 'DENY')
    // The checkout's "Use my location" asks on the shop's own pages only (issue 35), never in a frame.
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()')
    headers.delete('X-Powered-By')
    if (options.https) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
  }
}
