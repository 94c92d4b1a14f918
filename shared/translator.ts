import rosetta from 'rosetta'
import type bg from '#locales/bg.json'
import { type Lang, LOCALE_TAGS } from './locales'

export type Messages = typeof bg
export type Params = Record<string, string | number>

export type Translator = {
  t: (key: string, params?: Params) => string
  /** Plural forms follow Intl.PluralRules: ru and uk have one, few and many (1 ролл, 2 ролла, 5 роллов). */
  tp: (key: string, count: number, params?: Params) => string
}

/**
 * Translation over one language's messages. The server holds all four; the browser holds only the
 * page's language, so the other three never reach its bundle.
 */
export function createTranslator(lang: Lang, messages: Messages): Translator {
  const dictionary = rosetta<Messages>({ [lang]: messages })
  const pluralRules = new Intl.PluralRules(LOCALE_TAGS[lang])
  const t = (key: string, params?: Params) => dictionary.t(key, params, lang) || key
  return {
    t,
    tp(key, count, params) {
      const all = { count, ...params }
      return (
        dictionary.t(`${key}.${pluralRules.select(count)}`, all, lang) || t(`${key}.other`, all)
      )
    },
  }
}
