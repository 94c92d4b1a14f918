import type { Config } from 'vike/types'

export default { pageKey: 'console.staff' } satisfies Config
