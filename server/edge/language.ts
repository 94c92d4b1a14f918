import type { MiddlewareHandler } from 'hono'
import {
  DEFAULT_LANG,
  isLang,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  type Lang,
  localizePath,
  splitLangPrefix,
} from '#shared/locales'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'

const MAX_HEADER = 1024

/** The first supported language by q-weight, ties kept in header order (RFC 9110 §12.5.4). */
export function negotiate(acceptLanguage: string | undefined): Lang | undefined {
  if (!acceptLanguage) return undefined
  const ranges = acceptLanguage
    .slice(0, MAX_HEADER)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0]
    if (primary === 'ua') return 'uk'
    if (isLang(primary)) return primary
  }
  return undefined
}

/**
 * Spec §1 and DESIGN "Language": a path prefix selects the language and the page's language is
 * stored for 365 days; only the root `/` negotiates (cookie, then Accept-Language, then bg) and
 * sends a non-bg visitor to `/ru`, `/en` or `/uk`.
 */
export function language(cookies: Cookies): MiddlewareHandler<EdgeEnv> {
  return async function language(c, next) {
    const { lang, path } = splitLangPrefix(c.req.path)
    const stored = cookies.get(c, LANG_COOKIE)
    c.set('lang', lang)
    if (c.req.path === '/' && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const chosen = isLang(stored)
        ? stored
        : (negotiate(c.req.header('accept-language')) ?? DEFAULT_LANG)
      if (chosen === DEFAULT_LANG) await next()
      else c.res = c.redirect(localizePath('/', chosen) + new URL(c.req.url).search, 302)
      c.res.headers.set('Vary', 'Cookie, Accept-Language')
      c.res.headers.set('Cache-Control', 'private, no-cache')
      return
    }
    await next()
    // Client navigation asks for page data as JSON; it changes the page's language all the same.
    const isPage =
      c.res.headers.get('content-type')?.startsWith('text/html') ||
      path.endsWith('.pageContext.json')
    if (isPage && stored !== lang)
      cookies.set(c, LANG_COOKIE, lang, { maxAge: LANG_COOKIE_MAX_AGE })
  }
}
