import type { Config } from 'vike/types'

export default { pageKey: 'console.dashboard' } satisfies Config
