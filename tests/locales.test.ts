import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGS } from '../shared/locales'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const PLURAL_FORMS = /\.(zero|one|two|few|many|other)$/

const tables = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    flatten(JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8'))),
  ]),
)

describe('locales', () => {
  // Plural keys differ by language (ru and uk have few and many), so they are compared by their stem.
  const stems = (table: Map<string, string>) =>
    new Set([...table.keys()].map((key) => key.replace(PLURAL_FORMS, '')))
  const reference = tables.en!

  it.each(LANGS)('%s has every key of every other language, none empty', (lang) => {
    const all = new Set(LANGS.flatMap((other) => [...stems(tables[other]!)]))
    const own = stems(tables[lang]!)
    expect([...all].filter((key) => !own.has(key))).toEqual([])
    expect([...tables[lang]!].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([])
  })

  it.each(LANGS)('%s uses the same placeholders as English', (lang) => {
    const mismatched = [...reference]
      .filter(([key]) => !PLURAL_FORMS.test(key))
      .filter(([key, text]) => {
        const other = tables[lang]!.get(key)
        return other !== undefined && placeholders(other).join() !== placeholders(text).join()
      })
      .map(([key]) => key)
    expect(mismatched).toEqual([])
  })

  it.each(LANGS)('%s plural keys have the forms Intl.PluralRules asks for', (lang) => {
    const tag = { bg: 'bg', ru: 'ru', en: 'en', uk: 'uk' }[lang]
    const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    const pluralStems = new Set(
      [...tables[lang]!.keys()]
        .filter((k) => PLURAL_FORMS.test(k))
        .map((k) => k.replace(PLURAL_FORMS, '')),
    )
    for (const stem of pluralStems) {
      for (const form of forms)
        expect(tables[lang]!.has(`${stem}.${form}`), `${stem}.${form}`).toBe(true)
    }
  })
})
