import type { PageContextServer } from 'vike/types'
import { loadView } from '#client/console/sections'
import type { ConsoleViewData } from './+data'

// The view's code is at hand before the server renders it: the render is synchronous.
export async function onBeforeRenderHtml(pageContext: PageContextServer<ConsoleViewData>) {
  await loadView(pageContext.data.view)
}
