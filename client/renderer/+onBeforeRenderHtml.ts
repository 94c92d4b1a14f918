import type { PageContextServer } from 'vike/types'
import { loadProductCard } from '#client/shop/product/card-code'
import { loadMessages } from '#client/ui/messages'

// The page's messages and the product card's code are at hand before the server renders it (head
// included): the render is synchronous.
export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await Promise.all([loadMessages(pageContext.locale), loadProductCard()])
}
