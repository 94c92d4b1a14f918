import rosetta from 'rosetta'
import { expect, test } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import type { Lang } from './locales'
import { createTranslator, type Messages } from './translator'

// The translator compiles rosetta's semantics (issue 36): every message of every language, with
// and without its placeholders filled, and every missing key, answer as rosetta did; only the
// messages' own keys are read.
const LANGS: Record<Lang, Messages> = { bg, ru, en, uk }

/** Every dotted path in `messages`: its messages and its branches. */
function paths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([name, value]) => {
    const path = prefix + name
    return typeof value === 'object' ? [path, ...paths(value, `${path}.`)] : [path]
  })
}

const PARAMS = {
  count: 3,
  name: 'Ana',
  id: 42,
  time: '19:30',
  date: '2026-11-28',
  amount: '€12.50',
}

test.each(Object.keys(LANGS) as Lang[])('answers every key of %s as rosetta did', (lang) => {
  const messages = LANGS[lang]
  const reference = rosetta<Messages>({ [lang]: messages })
  const { t } = createTranslator(lang, messages)
  const keys = [...paths(messages), 'no.such.key', 'nav.home.deeper']
  for (const key of keys) {
    for (const params of [undefined, PARAMS]) {
      const expected = reference.t(key, params, lang) || key
      expect(t(key, params), key).toEqual(expected)
      // Twice: the second answer comes from the compiled message.
      expect(t(key, params), key).toEqual(expected)
    }
  }
})

test("a key that names the object's own machinery is no message (rosetta answered Object's)", () => {
  const { t } = createTranslator('en', en)
  for (const key of ['__proto__', 'constructor', 'nav.toString', 'nav.__proto__.valueOf']) {
    expect(t(key)).toBe(key)
  }
})
