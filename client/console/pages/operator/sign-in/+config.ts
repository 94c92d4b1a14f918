import type { Config } from 'vike/types'

export default { pageKey: 'console.signIn', routeMiddleware: [] } satisfies Config
