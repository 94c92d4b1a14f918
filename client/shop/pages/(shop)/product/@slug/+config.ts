import type { Config } from 'vike/types'

export default { pageKey: 'product' } satisfies Config
