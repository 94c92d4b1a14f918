import type { Config } from 'vike/types'

export default { pageKey: 'console.audit' } satisfies Config
