import type { PageContextClient } from 'vike/types'
import { startAuth } from '#client/shop/stores/auth'
import { startCart } from '#client/shop/stores/cart'
import { startDeliveryChoice } from '#client/shop/stores/delivery-choice'
import { startFavorites } from '#client/shop/stores/favorites'
import { startViewed } from '#client/shop/stores/viewed'

export function onHydrationEnd(pageContext: PageContextClient) {
  // The page is interactive from here on (browser tests wait for this before using the router).
  document.documentElement.dataset.hydrated = 'true'
  // Stored state fills in after hydration, so the server's defaults and the first render agree.
  startAuth(pageContext.signedIn, pageContext.locale)
  startCart()
  startDeliveryChoice()
  startFavorites()
  startViewed()
  // What only matters once the page is up stays out of its first load.
  void import('#client/renderer/navigation/after-hydration').then(({ afterHydration }) =>
    afterHydration(pageContext.buildId),
  )
}
