import rosetta from 'rosetta'
import bg from '../locales/bg.json'
import en from '../locales/en.json'
import ru from '../locales/ru.json'
import uk from '../locales/uk.json'
import { type Lang, LOCALE_TAGS } from './locales'

export type Messages = typeof bg
export const MESSAGES: Record<Lang, Messages> = { bg, ru, en, uk }

// One dictionary for the whole process; the language is passed on every call, never set with
// rosetta's process-wide locale(), so concurrent renders in different languages cannot mix.
const dictionary = rosetta<Messages>(MESSAGES)
const pluralRules = new Map<Lang, Intl.PluralRules>()

export type Params = Record<string, string | number>

export function translate(lang: Lang, key: string, params?: Params): string {
  return dictionary.t(key, params, lang) || key
}

/** Plural forms follow Intl.PluralRules: ru and uk have one, few and many (1 ролл, 2 ролла, 5 роллов). */
export function translatePlural(lang: Lang, key: string, count: number, params?: Params): string {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[lang])
    pluralRules.set(lang, rules)
  }
  const form = rules.select(count)
  const all = { count, ...params }
  return dictionary.t(`${key}.${form}`, all, lang) || translate(lang, `${key}.other`, all)
}

export type Translate = (key: string, params?: Params) => string

export function translator(lang: Lang): Translate {
  return (key, params) => translate(lang, key, params)
}
