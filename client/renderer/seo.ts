import type { PageContext } from 'vike/types'
import { DEFAULT_LANG, LANGS, LOCALE_TAGS, localizePath } from '#shared/locales'
import { pageUrl } from './page-url'

// Pages behind a session (the account, the staff console) or mid-order are nobody's search result.
const PRIVATE = /^\/(account|checkout|operator|track)(\/|$)/

export function isIndexable(pageContext: PageContext): boolean {
  return typeof pageContext.is404 !== 'boolean' && !PRIVATE.test(pageUrl(pageContext).pathname)
}

/** Absolute URLs come from the configured public origin, never from the Host header (RED-05). */
export function absolute(pageContext: PageContext, path: string): string {
  return new URL(path, pageContext.publicOrigin).toString()
}

export function canonicalUrl(pageContext: PageContext): string {
  return absolute(pageContext, localizePath(pageUrl(pageContext).pathname, pageContext.locale))
}

export function alternates(pageContext: PageContext) {
  const { pathname } = pageUrl(pageContext)
  return [
    ...LANGS.map((lang) => ({
      hrefLang: LOCALE_TAGS[lang].slice(0, 2),
      href: absolute(pageContext, localizePath(pathname, lang)),
    })),
    {
      hrefLang: 'x-default',
      href: absolute(pageContext, localizePath(pathname, DEFAULT_LANG)),
    },
  ]
}
