import type { PageContextClient } from 'vike/types'
import { loadView } from '#client/console/sections'
import type { ConsoleViewData } from './+data'

// Hydration and each navigation wait for the view's own chunk: the browser downloads only the
// views it shows, none of the others'.
export async function onBeforeRenderClient(pageContext: PageContextClient<ConsoleViewData>) {
  await loadView(pageContext.data.view)
}
