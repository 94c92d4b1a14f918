import type { Config } from 'vike/types'

export default { pageKey: 'console.account' } satisfies Config
