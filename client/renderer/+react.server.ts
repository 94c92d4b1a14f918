import type { PageContext } from 'vike/types'

// React's inline streaming scripts (Suspense boundaries resolving) carry the response's CSP nonce.
export default (pageContext: PageContext) => ({
  renderToStreamOptions: { streamOptions: { nonce: pageContext.cspNonce ?? undefined } },
})
