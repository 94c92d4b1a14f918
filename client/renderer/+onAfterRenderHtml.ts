import type { PageContextServer } from 'vike/types'

type PageHtmlStream = PageContextServer['pageHtmlStream']

/**
 * A page rendered in one piece reaches Vike as a one-chunk web stream. Vike searches an HTML string
 * for `<head>` and `</body>` several times, copying the whole page each time (a third of a menu
 * render, docs/benchmarks.md); around a stream it searches only the document's frame, and the
 * page's own HTML goes out as it is. Every runtime answers with the same web stream.
 */
export function onAfterRenderHtml(pageContext: PageContextServer) {
  const html = pageContext.pageHtmlString
  if (html === undefined) return
  pageContext.pageHtmlString = undefined
  // vike-react's type names react-streaming's streams only; Vike takes any web stream.
  pageContext.pageHtmlStream = new ReadableStream<string>({
    start(controller) {
      controller.enqueue(html)
      controller.close()
    },
  }) as unknown as PageHtmlStream
}
