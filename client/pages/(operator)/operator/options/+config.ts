import type { Config } from 'vike/types'

export default { pageKey: 'console.options' } satisfies Config
