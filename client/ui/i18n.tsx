import { usePageContext } from 'vike-react/usePageContext'
import { type Lang, localizePath } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { translatorFor } from './messages'

/** Strings, prices and paths in the page's language, which comes from the URL, never a global. */
export function useI18n() {
  const lang: Lang = usePageContext().locale
  const { t, tp } = translatorFor(lang)
  return {
    lang,
    t,
    tp,
    price: (cents: number) => formatPrice(cents, lang),
    href: (path: string) => localizePath(path, lang),
  }
}
