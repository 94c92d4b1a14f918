import type { Config } from 'vike/types'

export default { pageKey: 'promotions' } satisfies Config
