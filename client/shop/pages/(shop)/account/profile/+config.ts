import type { Config } from 'vike/types'

export default { pageKey: 'profile' } satisfies Config
