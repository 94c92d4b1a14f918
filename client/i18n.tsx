import { usePageContext } from 'vike-react/usePageContext'
import type { Params } from '../shared/i18n'
import { translate, translatePlural } from '../shared/i18n'
import { type Lang, localizePath } from '../shared/locales'
import { formatPrice } from '../shared/money'

/** Strings, prices and paths in the page's language, which comes from the URL, never a global. */
export function useI18n() {
  const lang: Lang = usePageContext().locale
  return {
    lang,
    t: (key: string, params?: Params) => translate(lang, key, params),
    tp: (key: string, count: number, params?: Params) => translatePlural(lang, key, count, params),
    price: (cents: number) => formatPrice(cents, lang),
    href: (path: string) => localizePath(path, lang),
  }
}
