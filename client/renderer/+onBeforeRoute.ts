import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitLangPrefix } from '#shared/locales'
import './zod-in-browser'

// Runs on the server and on client navigation: /ru/menu routes as /menu in Russian.
export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, href } = pageContext.urlParsed
  const { lang, path } = splitLangPrefix(pathname)
  return {
    pageContext: {
      locale: lang,
      urlLogical: modifyUrl(href, { pathname: path }),
    },
  }
}
