import type { Config } from 'vike/types'

export default { pageKey: 'console.menu' } satisfies Config
