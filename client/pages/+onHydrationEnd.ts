import type { PageContextClient } from 'vike/types'
import { startAuth } from '../stores/auth'
import { startCart } from '../stores/cart'
import { startFavorites } from '../stores/favorites'
import { startViewed } from '../stores/viewed'

export function onHydrationEnd(pageContext: PageContextClient) {
  // The page is interactive from here on (browser tests wait for this before using the router).
  document.documentElement.dataset.hydrated = 'true'
  // Stored state fills in after hydration, so the server's defaults and the first render agree.
  startAuth(pageContext.signedIn, pageContext.locale)
  startCart()
  startFavorites()
  startViewed()
  // What only matters once the page is up stays out of its first load.
  void import('../navigation/after-hydration').then(({ afterHydration }) =>
    afterHydration(pageContext.buildId),
  )
}
