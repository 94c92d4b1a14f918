import type { MiddlewareHandler } from 'hono'
import type { Redirect } from '#server/redirects/table'
import { type FoundRedirect, LookupPath, type RedirectLookup } from '#shared/redirects'
import type { EdgeEnv } from './context'

/** Pages never have a file extension; only files (and client navigation's page data) do. */
export const FILE_PATH = /\.[a-z0-9]+$/i
const PERMANENT = new Set([301, 308])

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
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      path.startsWith('/api/') ||
      FILE_PATH.test(path)
    ) {
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
    // Browsers keep a 301 without a lifetime for good; a day lets a corrected rule take over.
    c.header('Cache-Control', PERMANENT.has(found.status) ? 'public, max-age=86400' : 'no-cache')
    return c.redirect(location, found.status)
  }
}

/** Asks the redirect table in this process, as the API's lookup would, without the round trip. */
export function tableRedirectLookup(
  table: () => Promise<{ resolve: (path: string) => Redirect | null }>,
): RedirectLookup {
  return async (path) => {
    if (!LookupPath.safeParse(path).success) return null
    const found = (await table()).resolve(path)
    return found && { to: found.to, status: found.status, rule: found.ruleId }
  }
}

/** Asks the API (in-process or over HTTP) where a path goes. */
export function apiRedirectLookup(fetchApi: (path: string) => Promise<Response>): RedirectLookup {
  return async (path) => {
    // An API that cannot answer has no redirect for the path; the page itself will say it is down.
    const response = await fetchApi(`/api/redirects/lookup?path=${encodeURIComponent(path)}`).catch(
      () => null,
    )
    if (response?.status !== 200) return null
    const { data } = (await response.json()) as { data: FoundRedirect }
    return data
  }
}
