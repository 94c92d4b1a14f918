import type { Config } from 'vike/types'

export default { pageKey: 'icons', route: '/_icons' } satisfies Config
