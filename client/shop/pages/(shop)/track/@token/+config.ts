import type { Config } from 'vike/types'

// Whoever holds the link: never cached by a shared cache, never indexed (the token is the key).
export default {
  pageKey: 'track',
  headersResponse: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
} satisfies Config
