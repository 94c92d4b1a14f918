import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderPage } from 'vike/server'
import type { ApiClient } from '../../shared/api-client'
import { ORDER_COOKIE } from './api-proxy'
import type { EdgeEnv } from './context'
import type { RedirectLookup } from './redirects'

export type RenderOptions = {
  /** How page data reaches the API: in-process by default, over HTTP with API_BASE_URL. */
  pageApi: (c: Context<EdgeEnv>) => ApiClient
  buildId: string
  lineSuffix: string
  publicOrigin: string
  lookupRedirect: RedirectLookup
  /** The Node entry bridges Vike's Node pipe; other runtimes read a web stream. */
  body?: (httpResponse: HttpResponse) => ReadableStream
}

type HttpResponse = NonNullable<Awaited<ReturnType<typeof renderPage>>['httpResponse']>

const webBody = (httpResponse: HttpResponse) => httpResponse.getReadableWebStream()

/** Vike renders the page inside our own chain, so every step before it stays visible. */
export function render(options: RenderOptions): MiddlewareHandler<EdgeEnv> {
  return async function render(c) {
    const url = new URL(c.req.url)
    const pageContext = await renderPage({
      urlOriginal: url.pathname + url.search,
      // Without headersOriginal Vike cannot tell browsers from bots and turns streaming off.
      headersOriginal: Object.fromEntries(c.req.raw.headers),
      cspNonce: c.var.nonce,
      // Also for error pages, which Vike renders without the routing hook's additions.
      locale: c.var.lang,
      signedIn: Boolean(c.var.token),
      orderId: getCookie(c, ORDER_COOKIE) ?? getCookie(c, `__Host-${ORDER_COOKIE}`),
      buildId: options.buildId,
      lineSuffix: options.lineSuffix,
      publicOrigin: options.publicOrigin,
      lookupRedirect: options.lookupRedirect,
      api: options.pageApi(c),
    })
    const { httpResponse } = pageContext
    if (httpResponse.statusCode === 404) {
      // 404s are events too: candidates for new redirect rules (npm run redirects:report).
      c.var.log.info(
        {
          event: 'not_found',
          path: url.pathname,
          referer: c.req.header('referer') ?? null,
          userAgent: c.req.header('user-agent') ?? null,
        },
        'not found',
      )
    }
    const headers = new Headers()
    for (const [name, value] of httpResponse.headers) {
      // Our own security step writes the CSP with the same nonce.
      if (name.toLowerCase() !== 'content-security-policy') headers.append(name, value)
    }
    if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-cache')
    const body = (options.body ?? webBody)(httpResponse)
    return new Response(body, { status: httpResponse.statusCode, headers })
  }
}
