import type { Config } from 'vike/types'

export default { pageKey: 'promotion' } satisfies Config
