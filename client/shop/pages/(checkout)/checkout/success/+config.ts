import type { Config } from 'vike/types'

export default { pageKey: 'orderSuccess', routeMiddleware: ['orderPlaced'] } satisfies Config
