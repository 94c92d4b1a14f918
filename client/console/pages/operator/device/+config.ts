import type { Config } from 'vike/types'

// A kitchen's tablet opens it from a manager's QR code: the one-time code is its credential, so
// no staff sign-in is asked here.
export default { pageKey: 'console.device', routeMiddleware: [] } satisfies Config
