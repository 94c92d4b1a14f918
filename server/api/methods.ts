import type { Hono } from 'hono'

/** Hono's `/api/orders/:id` (or `:id{[0-9]+}`) as a regular expression over a whole path. */
function pattern(path: string): RegExp {
  const source = path
    .split(/(:\w+(?:\{[^}]*\})?)/)
    .map((part, i) => (i % 2 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}/?$`)
}

/**
 * The methods the app's routes take at `path`, for a 405's Allow (RFC 9110 §15.5.6): read from the
 * routes themselves, once, so a new route needs nothing here.
 */
export function allowedMethods(app: Pick<Hono, 'routes'>) {
  let routes: { method: string; match: RegExp }[] | undefined
  return (path: string): string[] => {
    routes ??= app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => ({ method: route.method, match: pattern(route.path) }))
    const methods = new Set(routes.filter((r) => r.match.test(path)).map((r) => r.method))
    if (methods.has('GET')) methods.add('HEAD')
    const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
    return order.filter((method) => methods.has(method))
  }
}
