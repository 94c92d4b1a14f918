import { usePageUrl } from '#client/renderer/page-url'
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANGS,
  type Lang,
  localizePath,
  SWITCHER_LABELS,
  splitLangPrefix,
} from '#shared/locales'
import { pageQuery } from '#shared/page-query'
import { writeCookie } from './cookies'
import { useI18n } from './i18n'
import './LanguageSwitcher.css'

// A choice made here must survive the root's negotiation, which reads this cookie first.
const remember = (lang: Lang) => writeCookie(LANG_COOKIE, lang, LANG_COOKIE_MAX_AGE)

/** Links to the same page in each language (spec §1: Ukrainian is labelled UA). */
export function LanguageSwitcher() {
  const { t, lang } = useI18n()
  const { pathname, searchOriginal } = usePageUrl()
  // Only what the page reads: the page cache serves one copy to every URL that differs otherwise.
  // Without its prefix: an error page keeps the URL as asked (/ru/product/gone), not the route's.
  const { path } = splitLangPrefix(pathname)
  return (
    <nav className="lang-switcher" aria-label={t('nav.language')}>
      {LANGS.map((code) => (
        <a
          key={code}
          href={localizePath(path, code) + pageQuery(searchOriginal ?? '')}
          hrefLang={code}
          lang={code}
          aria-current={code === lang ? 'true' : undefined}
          onClick={() => remember(code)}
          data-no-prefetch
        >
          {SWITCHER_LABELS[code]}
        </a>
      ))}
    </nav>
  )
}
