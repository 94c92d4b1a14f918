import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'

/** The page's URL as its route sees it (without the language prefix), with its query. */
export type PageUrl = Pick<
  PageContext['urlParsed'],
  'pathname' | 'search' | 'searchAll' | 'searchOriginal'
>

const seen = new WeakMap<object, PageUrl>()

/**
 * Vike's `urlPathname` and `urlParsed` are getters that parse the URL again at each read, and a
 * render read them a dozen times (the head's links, the header, the language switcher: 4-7% of a
 * small page's render, docs/benchmarks.md). Once routed, a page context's URL no longer changes, so
 * it is parsed once. Not for +onBeforeRoute, which runs before the route sets the URL pages see.
 */
export function pageUrl(pageContext: PageContext): PageUrl {
  let url = seen.get(pageContext)
  if (!url) {
    const { pathname, search, searchAll, searchOriginal } = pageContext.urlParsed
    url = { pathname, search, searchAll, searchOriginal }
    seen.set(pageContext, url)
  }
  return url
}

export function usePageUrl(): PageUrl {
  return pageUrl(usePageContext())
}
