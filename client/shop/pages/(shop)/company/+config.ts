import type { Config } from 'vike/types'

export default { pageKey: 'company' } satisfies Config
