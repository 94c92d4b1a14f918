import type { Config } from 'vike/types'

export default { pageKey: 'orders' } satisfies Config
