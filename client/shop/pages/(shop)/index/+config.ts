import type { Config } from 'vike/types'

// The new products arrive behind Suspense; as a web stream, like every other page's body.
export default { pageKey: 'home', stream: 'web' } satisfies Config
