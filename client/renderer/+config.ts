import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  passToClient: [
    'signedIn',
    'buildId',
    'site',
    'attentionOnLoad',
    'lineSuffix',
    'locale',
    'demo',
    'analyticsId',
  ],
  // Guards read the session and order cookies, so they run on the server, on client navigation too.
  meta: {
    routeMiddleware: { env: { server: true } },
    pageKey: { env: { server: true, client: true } },
    guard: { env: { server: true } },
  },
  // Pages render in one piece; a page with deferred data turns streaming on (the home page).
  stream: false,
  prefetchStaticAssets: 'hover',
} satisfies Config
