import type { Config } from 'vike/types'

export default { pageKey: 'order' } satisfies Config
