import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import RootLayout from '#client/renderer/+Layout'
import ShopLayout from '#client/shop/pages/(shop)/+Layout'
import MenuPage from '#client/shop/pages/(shop)/menu/+Page'

// What Vike's onBeforeRenderHtml hook has at hand before rendering: the page's messages and the
// product card's code.
export { loadProductCard } from '#client/shop/product/card-code'
export { loadMessages } from '#client/ui/messages'

/**
 * The menu page's own component tree and data, rendered by React alone: the baseline the whole
 * stack is measured against (no Vike, no Hono, no hydration data).
 */
export function renderMenu(pageContext: PageContext): string {
  return `<!DOCTYPE html>${renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <RootLayout>
        <ShopLayout>
          <MenuPage />
        </ShopLayout>
      </RootLayout>
    </VikeReactProviderPageContext>,
  )}`
}
