import { rememberUtm } from '#client/shop/analytics'
import { watchInstallOffer } from '#client/shop/pwa/install'
import { serviceWorkerReady } from '#client/shop/pwa/registration'
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
  // The installable app (docs/app.md): the worker registers when the page is idle.
  void serviceWorkerReady()
  watchInstallOffer()
}
