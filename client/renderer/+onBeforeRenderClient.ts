import type { PageContextClient } from 'vike/types'
import { isConsolePath } from '#client/console/area'
import { auth, signOutLocally } from '#client/shop/stores/auth'
import { firstUi, ui } from '#client/shop/stores/ui'
import { loadMessages } from '#client/ui/messages'
import { dataFromText } from './data-text'

// Hydration and each navigation wait for the page's messages (preloaded by the HTML's head), so a
// switch of language renders in the new language at once.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  dataFromText(pageContext)
  // Hydration starts from the state the server rendered (a popup open on load).
  if (pageContext.isHydration) Object.assign(ui, firstUi(pageContext))
  // The server found the session gone (revoked, expired: server/edge/session.ts): the browser
  // signs out too, so the sign-in it was sent to opens.
  else if (!pageContext.signedIn && auth.signedIn) signOutLocally()
  await loadMessages(pageContext.locale, isConsolePath(pageContext.urlPathname))
}
