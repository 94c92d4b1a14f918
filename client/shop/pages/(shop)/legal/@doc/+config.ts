import type { Config } from 'vike/types'

export default { pageKey: 'legal' } satisfies Config
