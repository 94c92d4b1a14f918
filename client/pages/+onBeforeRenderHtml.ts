import type { PageContextServer } from 'vike/types'
import { loadMessages } from '../messages'

// The page's messages are at hand before the server renders it (head included).
export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await loadMessages(pageContext.locale)
}
