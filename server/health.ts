import { Hono } from 'hono'

/** /healthz: the process answers. /readyz: its dependencies answer (the database, or the API). */
export function healthRoutes(ready: () => Promise<boolean>) {
  const app = new Hono()
  app.get('/healthz', (c) => c.text('ok'))
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    return (await ready().catch(() => false)) ? c.text('ready') : c.text('not ready', 503)
  })
  return app
}
