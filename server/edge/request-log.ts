import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import type { EdgeEnv } from './context'

const REQUEST_ID = /^[\w-]{8,64}$/

/** One log line per request, a child logger with the request id for every step after it. */
export function requestLog(
  log: Logger,
  options: { trustProxy: boolean },
): MiddlewareHandler<EdgeEnv> {
  return async function requestLog(c, next) {
    const incoming = options.trustProxy ? c.req.header('x-request-id') : undefined
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    const child = log.child({ requestId })
    c.set('requestId', requestId)
    c.set('log', child)
    const started = performance.now()
    try {
      await next()
    } finally {
      // Onto the answer's own headers: c.header() would copy a finished answer, turning a cached
      // page's bytes into a stream that is read back out.
      if (c.finalized) c.res.headers.set('X-Request-Id', requestId)
      else c.header('X-Request-Id', requestId)
      child.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      )
    }
  }
}
