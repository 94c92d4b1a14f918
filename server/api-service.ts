import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { translate } from '#shared/i18n'
import { langFromApiHeader } from '#shared/locales'
import type { ApiHandler } from './edge/api-proxy'
import { EDGE_SECRET_HEADER } from './edge/remote-api'
import { healthRoutes } from './health'

/**
 * The API as a service of its own (ROLE=api), behind an edge elsewhere (the Workers build). The
 * edge has already turned cookies into Bearer tokens and names the client's address; only a caller
 * with the shared secret may, or anyone could pick the address its rate limits count against.
 */
export function apiService(options: {
  api: ApiHandler
  secret: string | undefined
  ready: () => Promise<boolean>
}) {
  const app = new Hono()
  app.route('/', healthRoutes(options.ready))
  const expected = Buffer.from(options.secret ?? '')
  app.all('*', (c) => {
    const given = Buffer.from(c.req.header(EDGE_SECRET_HEADER) ?? '')
    if (options.secret && (given.length !== expected.length || !timingSafeEqual(given, expected))) {
      const lang = langFromApiHeader(c.req.header('accept-language'))
      return c.json({ message: translate(lang, 'auth.unauthorized'), errors: {} }, 401)
    }
    return options.api.fetch(c.req.raw)
  })
  return app
}
