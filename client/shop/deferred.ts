import { use } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

// Data a page streams in behind <Suspense>. The server renders it into the streamed HTML next to
// the markup it produced, so hydration reads it back instead of fetching again; on a client
// navigation it is fetched. (react-streaming's useAsync does the same with a serializer and
// diagnostics that would put about 2.5 KB gzip more on the home page's first load.)

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

// One promise per page render and key: React renders a suspended component again and must find
// the promise it waited for; the next page (and the next request) starts afresh.
const renders = new WeakMap<object, Map<string, Promise<unknown>>>()

export function useDeferred<T>(key: string, load: () => Promise<T>): T {
  const pageContext = usePageContext()
  let promises = renders.get(pageContext)
  if (!promises) {
    promises = new Map()
    renders.set(pageContext, promises)
  }
  let promise = promises.get(key) as Promise<T> | undefined
  if (!promise) {
    promise = import.meta.env.SSR ? load() : (fromStreamedHtml<T>(key) ?? load())
    promises.set(key, promise)
  }
  return use(promise)
}

function fromStreamedHtml<T>(key: string): Promise<T> | undefined {
  const script = document.querySelector(`script[data-deferred="${CSS.escape(key)}"]`)
  if (!script?.textContent) return undefined
  const value = JSON.parse(script.textContent) as T
  // A settled promise React reads at once, so hydration does not suspend again.
  return Object.assign(Promise.resolve(value), {
    status: 'fulfilled',
    value,
  } as const) as Settled<T>
}

/** The props of the <script> that carries `value` to the browser (`<` escaped: it is HTML). */
export function deferredScript(key: string, value: unknown) {
  return {
    type: 'application/json',
    'data-deferred': key,
    dangerouslySetInnerHTML: { __html: JSON.stringify(value).replace(/</g, '\\u003c') },
  }
}
