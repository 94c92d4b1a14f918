import type { Context, MiddlewareHandler } from 'hono'

// Both the edge and the API answer JSON of their own, so this sits beside them, not in either.

/** JSON answers say their charset: Hono's c.json writes `application/json` alone. */
export function jsonCharset(): MiddlewareHandler {
  return async (c: Context, next) => {
    await next()
    if (c.res.headers.get('content-type') === 'application/json')
      c.res.headers.set('Content-Type', 'application/json; charset=utf-8')
  }
}
