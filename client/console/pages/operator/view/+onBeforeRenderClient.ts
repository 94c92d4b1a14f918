import type { PageContextClient } from 'vike/types'
import { loadView } from '#client/console/sections'
import { dataFromText } from '#client/renderer/data-text'
import type { ConsoleViewData } from './+data'

// Hydration and each navigation wait for the view's own chunk: the browser downloads only the
// views it shows, none of the others'. The page's data may still be its text here (the frame's
// hook may run after this one); reading it twice is harmless.
export async function onBeforeRenderClient(pageContext: PageContextClient<ConsoleViewData>) {
  dataFromText(pageContext)
  await loadView(pageContext.data.view)
}
