import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitLangPrefix } from '#shared/locales'
import './zod-in-browser'

// Runs on the server and on client navigation: /ru/menu routes as /menu in Russian.
export function onBeforeRoute(pageContext: PageContext) {
  const { lang, path } = splitLangPrefix(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale: lang,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  }
}
