// Spec §1: four languages, Bulgarian is the default and has no path prefix.
export const LANGS = ['bg', 'ru', 'en', 'uk'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'bg'

export const LOCALE_TAGS: Record<Lang, string> = {
  bg: 'bg-BG',
  ru: 'ru-RU',
  en: 'en-US',
  uk: 'uk-UA',
}

// Spec §1: Ukrainian is shown as UA in the switcher.
export const SWITCHER_LABELS: Record<Lang, string> = { bg: 'BG', ru: 'RU', en: 'EN', uk: 'UA' }

export const LANG_COOKIE = 'lang'
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Splits `/ru/menu` into `ru` and `/menu`; unprefixed paths are Bulgarian. */
export function splitLangPrefix(pathname: string): { lang: Lang; path: string; prefixed: boolean } {
  const match = /^\/(ru|en|uk)(?=\/|$)/.exec(pathname)
  if (!match) return { lang: DEFAULT_LANG, path: pathname, prefixed: false }
  const lang = match[1] as Lang
  return { lang, path: pathname.slice(match[0].length) || '/', prefixed: true }
}

/** The path of `path` (unprefixed, starting with `/`, maybe with a query) in `lang`. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path
  const split = path.search(/[?#]/)
  const pathname = split === -1 ? path : path.slice(0, split)
  const rest = split === -1 ? '' : path.slice(split)
  return (pathname === '/' ? `/${lang}` : `/${lang}${pathname}`) + rest
}

/** The home page with the sign-in open; after signing in the visitor goes on to `next` (unprefixed). */
export function signInPath(next: string, lang: Lang): string {
  return `${localizePath('/', lang)}?signin=1&next=${encodeURIComponent(next)}`
}

/** Spec §7: the Accept-Language header sent to the API says `ua` for Ukrainian. */
export function apiLanguage(lang: Lang): string {
  return lang === 'uk' ? 'ua' : lang
}

/** Reads the API's Accept-Language: `ua` is Ukrainian, anything unknown is Bulgarian. */
export function langFromApiHeader(header: string | undefined | null): Lang {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2)
  if (first === 'ua') return 'uk'
  return isLang(first) ? first : DEFAULT_LANG
}
