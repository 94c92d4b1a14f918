import type { Config } from 'vike/types'

export default { pageKey: 'paymentFailure' } satisfies Config
