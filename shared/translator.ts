import type bg from '#locales/bg.json'
import { type Lang, LOCALE_TAGS } from './locales'

export type Messages = typeof bg
export type Params = Record<string, string | number>

export type Translator = {
  t: (key: string, params?: Params) => string
  /** Plural forms follow Intl.PluralRules: ru and uk have one, few and many (1 ролл, 2 ролла, 5 роллов). */
  tp: (key: string, count: number, params?: Params) => string
}

/** A message ready to fill: its text, or its text cut at each `{{ name }}` (names at odd places). */
type Template = string | readonly string[]

const PLACEHOLDER = /{{(.*?)}}/

/**
 * Translation over one language's messages. The server holds all four; the browser holds only the
 * page's language, so the other three never reach its bundle.
 *
 * rosetta's semantics, compiled: rosetta walked the key's path (dlv) and scanned the text for
 * `{{ }}` (templite) on every call, 7% of a signed-in menu render's CPU (docs/benchmarks.md). Each
 * message is now looked up and cut at its placeholders once, on first use; only the messages' own
 * keys are kept (a key made from a link's text is no way to grow the table).
 */
export function createTranslator(lang: Lang, messages: Messages): Translator {
  const templates = new Map<string, Template>()
  const pluralRules = new Intl.PluralRules(LOCALE_TAGS[lang])
  const translate = (key: string, params: Params | undefined): unknown => {
    let template = templates.get(key)
    if (template === undefined) {
      const value = at(messages, key)
      // Not a message (a branch, a missing key): answered as rosetta did, and not kept.
      if (typeof value !== 'string') return value
      template = value.includes('{{') ? value.split(PLACEHOLDER) : value
      templates.set(key, template)
    }
    return typeof template === 'string' ? template : fill(template, params)
  }
  const t = (key: string, params?: Params) => (translate(key, params) || key) as string
  return {
    t,
    tp(key, count, params) {
      const all = { count, ...params }
      return (translate(`${key}.${pluralRules.select(count)}`, all) ||
        t(`${key}.other`, all)) as string
    },
  }
}

/** dlv's walk of a dotted path (`''` for nothing there), through the messages' own keys only. */
function at(messages: object, key: string): unknown {
  let value: unknown = messages
  for (const part of key.split('.'))
    value = value && Object.hasOwn(value as object, part) ? (value as never)[part] : undefined
  return value === undefined ? '' : value
}

/** templite's filling: a name is a dotted path into the params; nothing there is ''. */
function fill(parts: readonly string[], params: Params | undefined): string {
  let text = parts[0]!
  for (let i = 1; i < parts.length; i += 2) {
    const path = parts[i]!.trim().split('.')
    let value: unknown = params
    for (let step = 0; value && step < path.length; step++) value = (value as never)[path[step]!]
    text += (value ?? '') + parts[i + 1]!
  }
  return text
}
