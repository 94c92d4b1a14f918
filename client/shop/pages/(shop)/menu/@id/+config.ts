import type { Config } from 'vike/types'

export default { pageKey: 'category' } satisfies Config
