import type { Context, MiddlewareHandler } from 'hono'
import type { ApiHandler } from './api-proxy'
import type { EdgeEnv } from './context'

/**
 * /mcp on the shop's origin (issue 38): the API answers it at /api/mcp, in this process or over
 * HTTP from Workers. No cookie goes along: an assistant acts for nobody; the client's address
 * does, for its budget.
 */
export function mcpForward(options: {
  api: ApiHandler
  clientIp: (c: Context<EdgeEnv>) => string | undefined
}): MiddlewareHandler<EdgeEnv> {
  return async function mcpForward(c) {
    const url = new URL(c.req.url)
    url.pathname = '/api/mcp'
    const headers = new Headers()
    for (const name of ['content-type', 'accept', 'accept-language', 'mcp-protocol-version']) {
      const value = c.req.header(name)
      if (value) headers.set(name, value)
    }
    const ip = options.clientIp(c)
    if (ip) headers.set('x-client-ip', ip)
    return options.api.fetch(
      new Request(url, { method: c.req.method, headers, body: await c.req.arrayBuffer() }),
    )
  }
}
