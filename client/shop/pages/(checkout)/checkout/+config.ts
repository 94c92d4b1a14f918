import type { Config } from 'vike/types'

export default { pageKey: 'checkout' } satisfies Config
