import { redirect } from 'vike/abort'
import type { PageContext, PageContextServer } from 'vike/types'
import { localizePath, signInPath } from '#shared/locales'

/**
 * Spec §6: routes name the middlewares they need. The account area needs a session; the order
 * success page needs the order_id cookie; the staff console a staff session with the section's role.
 * A name missing here fails the build (see vite.config.ts) and, should one slip through, the
 * request, with an error naming it.
 */
export const middlewares = {
  auth(pageContext: PageContext) {
    if (pageContext.signedIn) return
    throw redirect(signInPath(pageContext.urlPathname, pageContext.locale))
  },
  orderPlaced(pageContext: PageContext) {
    if (pageContext.isClientSide) return
    if (!(pageContext as PageContext & { orderId?: string }).orderId) {
      throw redirect(localizePath('/', pageContext.locale))
    }
  },
  // Imported when asked: this file is every page's (the global guard), and Vike gives each page the
  // stylesheets its server files import; statically, the console's sections put theirs on the shop's.
  async staff(pageContext: PageContextServer) {
    const { requireStaff } = await import('#client/console/guard')
    return requireStaff(pageContext)
  },
} satisfies Record<string, (pageContext: PageContextServer) => void | Promise<void>>

export type MiddlewareName = keyof typeof middlewares

type Middleware = (pageContext: PageContextServer) => void | Promise<void>

export async function runMiddlewares(
  pageContext: PageContextServer,
  names: readonly string[] = [],
) {
  for (const name of names) {
    const middleware = (middlewares as Record<string, Middleware>)[name]
    if (!middleware)
      throw new Error(`Unknown middleware "${name}" on route ${pageContext.urlPathname}`)
    await middleware(pageContext)
  }
}
