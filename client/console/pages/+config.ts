import type { Config } from 'vike/types'

// The staff console: its own layout, every page behind a staff session (the sign-in page excepted),
// personal to whoever is signed in, so never stored by anyone and never indexed.
export default {
  // The console's pages live in client/console/pages; without this every URL would start with /client/console.
  filesystemRoutingRoot: '/',
  routeMiddleware: ['staff'],
  // The zones' map draws on the configured tiles.
  passToClient: ['staff', 'tiles'],
  headersResponse: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
} satisfies Config
