import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderPage } from 'vike/server'
import type { ApiClient } from '#shared/api-client'
import type { RedirectLookup } from '#shared/redirects'
import { ORDER_COOKIE } from './api-proxy'
import type { EdgeEnv } from './context'
import { attentionSeen } from './cookies'
import { FILE_PATH } from './redirects'

export type RenderOptions = {
  /** How page data reaches the API: in-process by default, over HTTP with API_BASE_URL. */
  pageApi: (c: Context<EdgeEnv>) => ApiClient
  buildId: string
  lineSuffix: string
  publicOrigin: string
  demo: boolean
  /** GA4's measurement id, or null when analytics is off. */
  analyticsId: string | null
  /** The maps' tiles: the pages with a map pass them to the browser (passToClient). */
  tiles: import('#shared/tiles').Tiles
  lookupRedirect: RedirectLookup
  /** Node: waits for the render's turn of the event loop (server/turns.ts). */
  turn?: () => Promise<void>
}

/**
 * What Vite's development server answers itself (Vike refuses to render them and throws). In
 * production nothing serves them: they are probes, a 404 like any missing file.
 */
const VITE_PATH = /^\/(@vite\/client|@fs\/|__vite_ping)/

/** Vike renders the page inside our own chain, so every step before it stays visible. */
export function render(options: RenderOptions): MiddlewareHandler<EdgeEnv> {
  return async function render(c) {
    const url = new URL(c.req.url)
    // A file the assets step did not find is no page: /account/x.css never renders the account
    // for a cache that keys on the extension (security.md RED-10), and a stale chunk's 404 does
    // not set the language cookie to the unprefixed path's Bulgarian.
    if (
      (FILE_PATH.test(url.pathname) && !url.pathname.endsWith('.pageContext.json')) ||
      VITE_PATH.test(url.pathname)
    ) {
      logNotFound(c, url)
      c.header('Cache-Control', 'no-store')
      return c.text('Not Found', 404)
    }
    await options.turn?.()
    const pageContext = await renderPage({
      urlOriginal: url.pathname + url.search,
      // Without headersOriginal Vike cannot tell browsers from bots and turns streaming off.
      headersOriginal: Object.fromEntries(c.req.raw.headers),
      cspNonce: c.var.nonce,
      // Also for error pages, which Vike renders without the routing hook's additions.
      locale: c.var.lang,
      signedIn: Boolean(c.var.token),
      staffSignedIn: Boolean(c.var.staffToken),
      orderId: getCookie(c, ORDER_COOKIE) ?? getCookie(c, `__Host-${ORDER_COOKIE}`),
      attentionSeen: attentionSeen(c),
      buildId: options.buildId,
      lineSuffix: options.lineSuffix,
      publicOrigin: options.publicOrigin,
      // Only a demo passes it on: a real shop's pages carry no trace of the setting.
      ...(options.demo ? { demo: true } : {}),
      analyticsId: options.analyticsId,
      tiles: options.tiles,
      lookupRedirect: options.lookupRedirect,
      api: options.pageApi(c),
    })
    const { httpResponse } = pageContext
    // Vike answers with the error page and prints the error; the log gets it as JSON, with the
    // request's id and the stack. A hook's `render(404)` reaches Vike as an error too, but it is
    // an answer (no such product), not a failure.
    const refused = (pageContext.abortStatusCode ?? 500) < 500
    if (pageContext.errorWhileRendering && !refused)
      c.var.log.error({ err: pageContext.errorWhileRendering, path: url.pathname }, 'page error')
    c.set('renderedPage', Boolean(pageContext.pageId) && pageContext.abortStatusCode === undefined)
    if (httpResponse.statusCode === 404) logNotFound(c, url)
    const headers = new Headers()
    for (const [name, value] of httpResponse.headers) {
      // Our own security step writes the CSP with the same nonce.
      if (name.toLowerCase() !== 'content-security-policy') headers.append(name, value)
    }
    // Vike marks HTML pages itself; page data for client navigation is personal once signed in
    // (an account's orders, the console's staff member), so no cache may keep it.
    const personal = Boolean(c.var.token || c.var.staffToken)
    if (!headers.has('cache-control'))
      headers.set('Cache-Control', personal ? 'private, no-store' : 'no-cache')
    // Every page hands Vike a web stream (+onAfterRenderHtml, the home page's stream: 'web').
    return new Response(httpResponse.getReadableWebStream(), {
      status: httpResponse.statusCode,
      headers,
    })
  }
}

/** 404s are events too: candidates for new redirect rules (npm run redirects:report). */
function logNotFound(c: Context<EdgeEnv>, url: URL) {
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
