import type { MiddlewareHandler } from 'hono'
import { translate } from '#shared/i18n'
import { langFromApiHeader } from '#shared/locales'
import type { EdgeEnv } from './context'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a write a browser sends from another site (CSRF, ASVS 3.5.1): the session cookies are
 * SameSite=Lax, which a sibling subdomain passes, and a multipart POST or a DELETE needs no CORS
 * preflight, so the cookie alone must not carry the request. Unlike Hono's csrf(), every content
 * type and method counts. The browser's own word decides: `Sec-Fetch-Site`, else `Origin`, compared
 * with PUBLIC_ORIGIN (never the Host header, which a proxy in front rewrites). A request naming
 * neither comes from no browser (Viva's webhook, a script with its own Bearer token): the
 * browser's cookies are not its to use.
 */
export function crossSiteWrites(publicOrigin: string): MiddlewareHandler<EdgeEnv> {
  const origin = new URL(publicOrigin).origin
  return async function crossSiteWrites(c, next) {
    if (SAFE.has(c.req.method)) return next()
    const site = c.req.header('sec-fetch-site')
    const from = c.req.header('origin')
    const foreign =
      site !== undefined
        ? site !== 'same-origin' && site !== 'none'
        : from !== undefined && from !== origin
    if (!foreign) return next()
    c.var.log.warn(
      { event: 'cross_site_refused', path: c.req.path, site, origin: from },
      'cross-site write',
    )
    const lang = langFromApiHeader(c.req.header('accept-language'))
    return c.json({ message: translate(lang, 'api.crossSite') }, 403, {
      'Cache-Control': 'no-store',
    })
  }
}
