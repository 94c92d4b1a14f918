import type { ApiHandler } from './api-proxy'

export const EDGE_SECRET_HEADER = 'x-edge-secret'

/** After a call times out or cannot connect, calls fail at once for this long, then one tries. */
const OPEN_CIRCUIT_MS = 2000

/**
 * The API at API_BASE_URL, for an edge that does not hold it in its own process (the Workers build).
 * An API that does not start answering within `timeoutMs` is given up on, so a page can show its
 * error instead of hanging; once headers arrive the body may take as long as it needs (an event
 * stream). While the API is down, calls fail at once for a moment (a circuit breaker), so a page
 * says so in time instead of waiting out one timeout per call, and the API is not hammered as it
 * comes back. The shared secret tells the API that the client address it is given comes from us.
 */
export function remoteApi(options: {
  baseUrl: string
  secret: string | undefined
  timeoutMs: number
}): ApiHandler {
  const base = new URL(options.baseUrl)
  let openUntil = 0
  return {
    async fetch(request) {
      if (Date.now() < openUntil) throw new Error('the API is unavailable (circuit open)')
      const trip = () => {
        openUntil = Date.now() + OPEN_CIRCUIT_MS
      }
      // Heard before the caller hears of its own timeout, so its next call meets the open circuit.
      const onTimeout = () => {
        if ((request.signal.reason as Error | undefined)?.name === 'TimeoutError') trip()
      }
      request.signal.addEventListener('abort', onTimeout, { once: true })
      const { pathname, search } = new URL(request.url)
      const headers = new Headers(request.headers)
      headers.delete('host')
      if (options.secret) headers.set(EDGE_SECRET_HEADER, options.secret)
      else headers.delete(EDGE_SECRET_HEADER)
      const gaveUp = new AbortController()
      const timer = setTimeout(
        () => gaveUp.abort(new Error(`the API did not answer within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      )
      const init: RequestInit & { duplex?: 'half' } = {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.any([request.signal, gaveUp.signal]),
      }
      if (request.body) init.duplex = 'half'
      try {
        const response = await fetch(new URL(pathname + search, base), init)
        // A fetched response's headers are immutable; the steps after this one add theirs.
        return new Response(response.body, response)
      } catch (error) {
        // A browser that went away says nothing about the API; a refusal or our own timeout does.
        if (!request.signal.aborted) trip()
        throw error
      } finally {
        clearTimeout(timer)
        request.signal.removeEventListener('abort', onTimeout)
      }
    },
  }
}
