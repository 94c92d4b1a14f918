import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '#shared/locales'
import { runMiddlewares } from './middleware'

export async function guard(pageContext: PageContextServer) {
  // Full page loads were redirected by the edge already; this catches client navigation, whose
  // page data request names the page in its own way.
  if (pageContext.isClientSideNavigation) {
    const path = localizePath(pageContext.urlPathname, pageContext.locale)
    const found = await pageContext.lookupRedirect(path)
    if (found?.to.startsWith('/'))
      throw redirect(found.to, found.status === 302 || found.status === 307 ? 302 : 301)
    if (found) throw redirect(found.to)
  }
  await runMiddlewares(pageContext, pageContext.config.routeMiddleware)
}
