import type { Config } from 'vike/types'

export default { pageKey: 'favorites' } satisfies Config
