import type { Config } from 'vike/types'

export default { pageKey: 'paymentSuccess' } satisfies Config
