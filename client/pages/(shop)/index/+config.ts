import type { Config } from 'vike/types'

export default { pageKey: 'home' } satisfies Config
