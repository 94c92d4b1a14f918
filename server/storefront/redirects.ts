import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'

export type FoundRedirect = { to: string; status: 301 | 302 | 307 | 308; rule: string }
export type RedirectLookup = (path: string) => Promise<FoundRedirect | null>

const FILE = /\.[a-z0-9]+$/i

/** The query string is kept (security.md RED-03): campaign tags survive the move. */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target
  return target + (target.includes('?') ? `&${search.slice(1)}` : search)
}

/**
 * The old site's URLs and the operator's rules, before language negotiation (DESIGN "Redirects"):
 * one 301 to the final target, and one log event per redirect for the SEO audit.
 */
export function legacyRedirects(lookup: RedirectLookup): MiddlewareHandler<EdgeEnv> {
  return async function legacyRedirects(c, next) {
    const path = c.req.path
    const method = c.req.method
    // Files, the API and client navigation's page data are not pages (the page guard covers the last).
    if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/') || FILE.test(path)) {
      return next()
    }
    const found = await lookup(path)
    if (!found) return next()
    const search = new URL(c.req.url).search
    const location = found.to.startsWith('/') ? withQuery(found.to, search) : found.to
    c.var.log.info(
      {
        event: 'redirect',
        rule: found.rule,
        from: path + search,
        to: location,
        status: found.status,
        referer: c.req.header('referer') ?? null,
        userAgent: c.req.header('user-agent') ?? null,
      },
      'redirect',
    )
    return c.redirect(location, found.status)
  }
}

/** Asks the API (in-process or over HTTP) where a path goes. */
export function apiRedirectLookup(fetchApi: (path: string) => Promise<Response>): RedirectLookup {
  return async (path) => {
    const response = await fetchApi(`/api/redirects/lookup?path=${encodeURIComponent(path)}`)
    if (response.status !== 200) return null
    const { data } = (await response.json()) as { data: FoundRedirect }
    return data
  }
}
