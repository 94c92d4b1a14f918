import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { localizePath } from '../shared/locales'

/**
 * Spec §6: routes name the middlewares they need. The account area needs a session; the order
 * success page needs the order_id cookie. A name missing here fails the build (see vite.config.ts)
 * and, should one slip through, the request, with an error naming it.
 */
export const middlewares = {
  auth(pageContext: PageContext) {
    if (pageContext.signedIn) return
    const next = pageContext.urlPathname
    throw redirect(
      `${localizePath('/', pageContext.locale)}?signin=1&next=${encodeURIComponent(next)}`,
    )
  },
  orderPlaced(pageContext: PageContext) {
    if (pageContext.isClientSide) return
    if (!(pageContext as PageContext & { orderId?: string }).orderId) {
      throw redirect(localizePath('/', pageContext.locale))
    }
  },
} satisfies Record<string, (pageContext: PageContext) => void>

export type MiddlewareName = keyof typeof middlewares

export function runMiddlewares(pageContext: PageContext, names: readonly string[] = []) {
  for (const name of names) {
    const middleware = (middlewares as Record<string, (pc: PageContext) => void>)[name]
    if (!middleware)
      throw new Error(`Unknown middleware "${name}" on route ${pageContext.urlPathname}`)
    middleware(pageContext)
  }
}
