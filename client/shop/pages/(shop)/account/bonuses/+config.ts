import type { Config } from 'vike/types'

export default { pageKey: 'bonuses' } satisfies Config
