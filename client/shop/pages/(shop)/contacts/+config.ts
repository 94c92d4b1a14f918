import type { Config } from 'vike/types'

export default { pageKey: 'contacts' } satisfies Config
