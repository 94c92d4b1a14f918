import type { ApiClient } from '#shared/api-client'
import type { Lang } from '#shared/locales'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, from its path prefix (onBeforeRoute). */
      locale: Lang
      /** Whether the request carried a session cookie (the token itself never reaches the page). */
      signedIn: boolean
      /** Whether the request carried a staff session cookie (the console's guard reads it). */
      staffSignedIn: boolean
      /** The signed-in staff member on the console's pages (the guard asked the API). */
      staff?: import('#shared/contract/operator/staff').StaffView
      buildId: string
      lineSuffix: string
      /** The configured public origin (PUBLIC_ORIGIN): absolute URLs never come from Host. */
      publicOrigin: string
      /** GA4's measurement id (GA4_MEASUREMENT_ID), or null: no banner, no tag. */
      analyticsId: string | null
      /** The maps' tiles (TILE_URL, TILE_ATTRIBUTION); only pages with a map pass them on. */
      tiles: import('#shared/tiles').Tiles
      /** Missing only when the API failed before the page could load it (the error page). */
      site?: import('#client/ui/site').Site
      /** APP_ENV=demo: the shop is a demonstration, and the layout says so on every page. */
      demo?: boolean
      /** The attention popup opens as the page loads (spec §4), so the server renders it open. */
      attentionOnLoad?: boolean
    }
    interface PageContextServer {
      api: ApiClient
      lookupRedirect: import('#shared/redirects').RedirectLookup
      orderId: string | undefined
      /** Whether the request carried the attention cookie (the popup was seen lately). */
      attentionSeen: boolean
    }
    interface Config {
      /** Named route middlewares (spec §6), run by the global guard; unknown names fail loudly. */
      routeMiddleware?: import('./middleware').MiddlewareName[]
      /** The page's key under `pages.*` in the locales: its title and description. */
      pageKey?: string
    }
  }
}
