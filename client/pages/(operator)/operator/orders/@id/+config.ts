import type { Config } from 'vike/types'

export default { pageKey: 'console.order' } satisfies Config
