import type { Config } from 'vike/types'

export default { pageKey: 'console.orders' } satisfies Config
