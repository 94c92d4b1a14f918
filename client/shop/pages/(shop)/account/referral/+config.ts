import type { Config } from 'vike/types'

export default { pageKey: 'referral' } satisfies Config
