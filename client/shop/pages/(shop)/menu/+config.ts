import type { Config } from 'vike/types'

export default { pageKey: 'menu' } satisfies Config
