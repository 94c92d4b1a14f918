import type { Config } from 'vike/types'

export default { pageKey: 'account', routeMiddleware: ['auth'] } satisfies Config
