import type { PageContextClient } from 'vike/types'
import { rememberUtm } from '../analytics'
import { watchBuild } from '../navigation/build-check'
import { reloadOnChunkError } from '../navigation/chunk-reload'
import { prefetchLinksSoon } from '../navigation/prefetch'
import { startAuth } from '../stores/auth'
import { startCart } from '../stores/cart'
import { startFavorites } from '../stores/favorites'
import { startViewed } from '../stores/viewed'

// How often the browser asks whether a new build was deployed (documented in the README).
const BUILD_POLL_SECONDS = 300

export function onHydrationEnd(pageContext: PageContextClient) {
  // The page is interactive from here on (browser tests wait for this before using the router).
  document.documentElement.dataset.hydrated = 'true'
  // Stored state fills in after hydration, so the server's defaults and the first render agree.
  startAuth(pageContext.signedIn, pageContext.locale)
  startCart()
  startFavorites()
  startViewed()
  rememberUtm()
  reloadOnChunkError()
  prefetchLinksSoon()
  watchBuild(pageContext.buildId, BUILD_POLL_SECONDS)
}
