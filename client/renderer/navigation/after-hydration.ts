import { rememberUtm } from '#client/shop/analytics'
import { startPromo } from '#client/shop/stores/promo'
import { watchBuild } from './build-check'
import { reloadOnChunkError } from './chunk-reload'
import { prefetchLinksSoon } from './prefetch'

// How often the browser asks whether a new build was deployed (docs/storefront.md, "Navigation").
const BUILD_POLL_SECONDS = 300

/** The page's background duties, loaded right after hydration rather than with the page. */
export function afterHydration(buildId: string) {
  rememberUtm()
  startPromo()
  reloadOnChunkError()
  prefetchLinksSoon()
  watchBuild(buildId, BUILD_POLL_SECONDS)
  void import('#client/shop/pwa/start').then(({ startApp }) => startApp())
}
