import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { LANGS, type Lang } from './locales'
import { createTranslator, type Messages, type Params, type Translator } from './translator'

export type { Messages, Params }

/** Every language at once: the API and server rendering answer in whichever a request asks for. */
export const MESSAGES: Record<Lang, Messages> = { bg, ru, en, uk }

const translators = Object.fromEntries(
  LANGS.map((lang) => [lang, createTranslator(lang, MESSAGES[lang])]),
) as Record<Lang, Translator>

export function translate(lang: Lang, key: string, params?: Params): string {
  return translators[lang].t(key, params)
}

export function translatePlural(lang: Lang, key: string, count: number, params?: Params): string {
  return translators[lang].tp(key, count, params)
}
