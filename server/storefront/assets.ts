import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'

/** The built client: hashed assets are immutable, the rest revalidates; .br and .gz are served when asked. */
export function staticAssets(root: string): MiddlewareHandler<EdgeEnv> {
  const files = serveStatic<EdgeEnv>({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })
  return async function staticAssets(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    // Pages never have a file extension; only files do.
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith('.pageContext.json')) return next()
    return files(c, next)
  }
}
