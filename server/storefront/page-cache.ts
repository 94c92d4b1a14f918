import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'

type Entry = {
  body: string
  status: number
  headers: [string, string][]
  nonce: string
  version: string
  at: number
}

// Public pages only: nothing on them depends on who asks (signed-out visitors, any browser).
const PUBLIC =
  /^\/(?:(?:ru|en|uk)(?=\/|$))?(?:\/|\/menu(?:\/[\w-]+)?|\/product\/[\w-]+|\/promotions(?:\/[\w-]+)?|\/delivery|\/contacts|\/favorites)?$/
const REFRESH_HEADER = 'x-page-cache-refresh'

export type PageCacheOptions = {
  /** Changes when the catalog or the site options change (a version string of the data). */
  version: () => string
  /** Another instance's edits show at the latest after this long. */
  ttlMs?: number
  maxEntries?: number
  /** Runs a request through the whole chain again (the background refresh). */
  refetch: (request: Request) => Promise<Response> | Response
}

/**
 * Anonymous visitors' public pages, rendered once per URL and language and served from memory until
 * the data changes (stale-while-revalidate: the stale page is served while a fresh one renders).
 * The CSP nonce is per response: the cached page's nonce is replaced by this response's.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<EdgeEnv> {
  const entries = new Map<string, Entry>()
  const refreshing = new Set<string>()
  const ttl = options.ttlMs ?? 60_000
  const max = options.maxEntries ?? 500

  const respond = (entry: Entry, nonce: string, state: 'hit' | 'stale') => {
    const headers = new Headers(entry.headers)
    headers.set('X-Page-Cache', state)
    return new Response(entry.body.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`), {
      status: entry.status,
      headers,
    })
  }

  return async function pageCache(c, next) {
    const url = new URL(c.req.url)
    const cacheable =
      c.req.method === 'GET' && !c.var.token && PUBLIC.test(url.pathname) && url.search.length < 200
    if (!cacheable) return next()
    const key = `${c.var.lang}${url.pathname}${url.search}`
    const entry = entries.get(key)
    const fresh = entry && entry.version === options.version() && Date.now() - entry.at < ttl
    if (entry && !c.req.header(REFRESH_HEADER)) {
      if (fresh) return respond(entry, c.var.nonce, 'hit')
      if (!refreshing.has(key)) {
        // Revalidate in the background through the whole chain, once per page.
        refreshing.add(key)
        const request = new Request(c.req.raw.url, {
          headers: { ...Object.fromEntries(c.req.raw.headers), [REFRESH_HEADER]: '1' },
        })
        queueMicrotask(() => {
          void Promise.resolve(options.refetch(request))
            .then((response) => response.body?.cancel())
            .catch(() => {})
            .finally(() => refreshing.delete(key))
        })
      }
      return respond(entry, c.var.nonce, 'stale')
    }
    await next()
    const type = c.res.headers.get('content-type') ?? ''
    if (c.res.status !== 200 || !type.startsWith('text/html')) return
    const body = await c.res.text()
    const headers = [...c.res.headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    )
    if (entries.size >= max) entries.delete(entries.keys().next().value!)
    entries.set(key, {
      body,
      status: 200,
      headers,
      nonce: c.var.nonce,
      version: options.version(),
      at: Date.now(),
    })
    c.res = new Response(body, c.res)
  }
}
