import type { PageContextClient } from 'vike/types'
import { isConsolePath } from '../components/operator/area'
import { dataFromText } from '../data-text'
import { loadMessages } from '../messages'
import { firstUi, ui } from '../stores/ui'

// Hydration and each navigation wait for the page's messages (preloaded by the HTML's head), so a
// switch of language renders in the new language at once.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  dataFromText(pageContext)
  // Hydration starts from the state the server rendered (a popup open on load).
  if (pageContext.isHydration) Object.assign(ui, firstUi(pageContext))
  await loadMessages(pageContext.locale, isConsolePath(pageContext.urlPathname))
}
