import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { SERVICE_WORKER_PATH } from '#shared/app-install'
import type { EdgeEnv } from './context'
import { FILE_PATH } from './redirects'

/** Finds the built client's file for a request, or null; each runtime has its own way. */
export type ServeFile = (c: Context<EdgeEnv>) => Promise<Response | null>

/** The built client before any page step: hashed assets are immutable, the rest revalidates. */
export function staticAssets(serve: ServeFile): MiddlewareHandler<EdgeEnv> {
  return async function staticAssets(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    if (!FILE_PATH.test(c.req.path) || c.req.path.endsWith('.pageContext.json')) return next()
    const served = await serve(c)
    if (!served) return next()
    const response = new Response(served.body, served)
    // A file server that does not know the type says octet-stream, which nosniff makes useless.
    const type = response.headers.get('content-type')
    if (!type || type === 'application/octet-stream') {
      response.headers.set('Content-Type', getMimeType(c.req.path) ?? 'application/octet-stream')
    }
    response.headers.set('Cache-Control', cacheControl(c.req.path))
    return response
  }
}

/**
 * Hashed assets never change; the build id must be read fresh (the new-build check) and so must
 * the service worker, whose new build replaces the old one (docs/app.md); the rest revalidates hourly.
 */
function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path.startsWith('/builds/')) return 'no-store'
  if (path === SERVICE_WORKER_PATH) return 'no-cache'
  return 'public, max-age=3600'
}
