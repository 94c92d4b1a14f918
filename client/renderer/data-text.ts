/**
 * A page's data crosses to the browser as one JSON text. Vike's serializer calls a replacer for
 * every value inside it (a menu's 32 KB cost 1.7 ms of a 13.6 ms render, docs/benchmarks.md);
 * JSON.stringify on the server and JSON.parse in the browser do the same in a tenth of the time.
 * Page data is the API's JSON reshaped, so the text loses nothing.
 */
type DataText = { dataJson: string }
type WithData = { data?: unknown }

/** On the server, once nothing reads the data any more: before Vike serialises the page context. */
export function dataToText(pageContext: WithData) {
  if (pageContext.data !== undefined)
    pageContext.data = { dataJson: JSON.stringify(pageContext.data) } satisfies DataText
}

/** In the browser, before the page renders: hydration and every client navigation. */
export function dataFromText(pageContext: WithData) {
  const { data } = pageContext
  if (typeof data === 'object' && data !== null && 'dataJson' in data)
    pageContext.data = JSON.parse((data as DataText).dataJson)
}
