import type { Config } from 'vike/types'

export default { pageKey: 'delivery' } satisfies Config
