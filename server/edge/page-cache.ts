import type { MiddlewareHandler } from 'hono'
import { canonicalSearch, publicPageQuery } from '#shared/page-query'
import { acceptedEncodings } from './accept-encoding'
import type { EdgeEnv } from './context'
import { attentionSeen } from './cookies'
import { keepRecent } from './recently-used'

type Entry = {
  /** The page's bytes cut where its nonce was: each response puts its own nonce between them. */
  parts: Uint8Array[]
  /** The same page gzipped once, around this response's nonce (when the runtime sends it as is). */
  gzip: ((nonce: Uint8Array) => Uint8Array<ArrayBuffer>) | undefined
  headers: [string, string][]
  version: string
  at: number
}

const encoder = new TextEncoder()

const nonceAttribute = (nonce: string) => encoder.encode(`nonce="${nonce}"`)

function splitAtNonce(body: string, nonce: string): Uint8Array[] {
  return body.split(`nonce="${nonce}"`).map((part) => encoder.encode(part))
}

function joinWithNonce(parts: Uint8Array[], attribute: Uint8Array): Uint8Array<ArrayBuffer> {
  const size = parts.reduce((sum, part) => sum + part.length, 0)
  const body = new Uint8Array(size + attribute.length * (parts.length - 1))
  let at = 0
  parts.forEach((part, i) => {
    if (i > 0) {
      body.set(attribute, at)
      at += attribute.length
    }
    body.set(part, at)
    at += part.length
  })
  return body
}

// Public pages only: nothing on them depends on who asks (any customer, any browser), but for the
// language, whether the attention popup was seen, and whether a customer is signed in (the header's
// account link; what is theirs the page loads in the browser).
const PUBLIC =
  /^\/(?:(?:ru|en|uk)(?=\/|$))?(?:\/|\/menu(?:\/[\w-]+)?|\/product\/[\w-]+|\/promotions(?:\/[\w-]+)?|\/delivery|\/contacts|\/favorites|\/company|\/legal\/[a-z]+)?$/
// Client navigation asks for a page's data at <page>/index.pageContext.json: as public as the page.
const PAGE_DATA = /\/index\.pageContext\.json$/
export const pageOf = (pathname: string) => pathname.replace(PAGE_DATA, '') || '/'
/** Every menu filter at once is shorter; a longer query is rendered, not kept. */
const MAX_QUERY = 200

export type PageCacheOptions = {
  /** Changes when the catalog or the site options change (a version string of the data). */
  version: () => string
  /** Another instance's edits show at the latest after this long. */
  ttlMs?: number
  maxEntries?: number
  /** Runs a request through the whole chain again (the background refresh). */
  refetch: (request: Request) => Promise<Response> | Response
  /**
   * Keeps each page gzipped too (Node: `gzipParts`), so a browser's hit costs no compression.
   * Left out where the platform compresses responses itself (Workers).
   */
  gzip?: (parts: Uint8Array[]) => (nonce: Uint8Array) => Uint8Array<ArrayBuffer>
}

/**
 * Public pages and their data for client navigation, rendered once per URL, language and signed-in
 * state and served from memory until the data changes (stale-while-revalidate: the stale page is
 * served while a fresh one renders). The CSP nonce is per response: the cached page's nonce is
 * replaced by this response's.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<EdgeEnv> {
  const entries = new Map<string, Entry>()
  const refreshing = new Set<string>()
  // The background refreshes this process started: only these skip the copy. A header would let
  // any client force a render of every page it asks for.
  const refreshes = new WeakSet<Request>()
  const ttl = options.ttlMs ?? 60_000
  const max = options.maxEntries ?? 500

  const respond = (entry: Entry, request: Request, nonce: string, state: 'hit' | 'stale') => {
    const headers = new Headers(entry.headers)
    headers.set('X-Page-Cache', state)
    const attribute = nonceAttribute(nonce)
    if (!entry.gzip) return new Response(joinWithNonce(entry.parts, attribute), { headers })
    headers.append('Vary', 'Accept-Encoding')
    if (!acceptedEncodings(request).has('gzip')) {
      return new Response(joinWithNonce(entry.parts, attribute), { headers })
    }
    headers.set('Content-Encoding', 'gzip')
    return new Response(entry.gzip(attribute), { headers })
  }

  return async function pageCache(c, next) {
    const url = new URL(c.req.url)
    const cacheable = c.req.method === 'GET' && PUBLIC.test(pageOf(url.pathname))
    if (!cacheable) return next()
    // Only the query parameters a page reads make a page of their own (utm_source, fbclid… do not),
    // and only by what they mean: `?page=<random>` or `?tags=<junk>` is the page without them, by
    // one redirect to its one URL, never a render and an entry of its own each (issue 32).
    const { query, shared } = publicPageQuery(url.searchParams)
    const canonical = canonicalSearch(url.search, query)
    if (canonical !== null) {
      c.header('Cache-Control', 'public, max-age=86400')
      return c.redirect(url.pathname + canonical, 301)
    }
    if (!shared || query.length > MAX_QUERY) return next()
    // A visitor who has not seen the attention popup yet gets it in the page's HTML.
    const attention = attentionSeen(c) ? 'seen' : 'attention'
    // A signed-in customer's copy also answers `private, no-store`, as its render did.
    const visitor = c.var.token ? 'customer' : 'visitor'
    const key = `${c.var.lang} ${attention} ${visitor} ${url.pathname}${query}`
    const entry = entries.get(key)
    const fresh = entry && entry.version === options.version() && Date.now() - entry.at < ttl
    if (entry && !refreshes.has(c.req.raw)) {
      if (fresh) {
        // The least recently asked page goes first when the cache is full.
        keepRecent(entries, key, entry, max)
        return respond(entry, c.req.raw, c.var.nonce, 'hit')
      }
      if (!refreshing.has(key)) {
        // Revalidate in the background through the whole chain, once per page.
        refreshing.add(key)
        const request = new Request(c.req.raw.url, { headers: c.req.raw.headers })
        refreshes.add(request)
        queueMicrotask(() => {
          void Promise.resolve(options.refetch(request))
            // Read to the end: the copy is kept when the page is whole.
            .then((response) => response.text())
            .catch(() => {})
            .finally(() => refreshing.delete(key))
        })
      }
      return respond(entry, c.req.raw, c.var.nonce, 'stale')
    }
    await next()
    if (c.res.status !== 200 || !c.var.renderedPage || !c.res.body) return
    const headers = [...c.res.headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    )
    const nonce = c.var.nonce
    const version = options.version()
    // The visitor still gets the page as it streams; the copy is kept once it is whole (before the
    // visitor sees its end), and never when the visitor left halfway.
    const decoder = new TextDecoder()
    let body = ''
    const keep = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        body += decoder.decode(chunk, { stream: true })
        controller.enqueue(chunk)
      },
      flush() {
        body += decoder.decode()
        const parts = splitAtNonce(body, nonce)
        const gzip = options.gzip?.(parts)
        keepRecent(entries, key, { parts, gzip, headers, version, at: Date.now() }, max)
      },
    })
    c.res = new Response(c.res.body.pipeThrough(keep), c.res)
  }
}
