import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import { dataToText } from './data-text'

// vike-react renders the page and its head, both from the data; Vike serialises what it returns.
export async function onRenderHtml(pageContext: PageContextServer) {
  const document = await renderWithReact(pageContext)
  dataToText(pageContext)
  return document
}
