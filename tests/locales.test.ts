import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGS } from '#shared/locales'

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

// Issue 18 item 11: a figure written into a text goes stale when the data changes (an alert said
// free delivery over €40 while the zone said €30): texts name money and percentages by placeholder.
const MONEY_OR_PERCENT = /\d\s?(€|EUR|евро|euro|%)|€\s?\d/i

describe('texts that state figures', () => {
  it.each(LANGS)('%s writes no sum of money or percentage of its own', (lang) => {
    const stated = [...tables[lang]!].filter(([, text]) => MONEY_OR_PERCENT.test(text))
    expect(stated).toEqual([])
  })

  it('the demo texts (alerts, promotions) take their sums and percentages from the data', () => {
    const seed = (file: string) =>
      readFileSync(new URL(`../server/db/seed/data/${file}`, import.meta.url), 'utf8')
    const site = JSON.parse(seed('site.json'))
    const promotions = JSON.parse(seed('promotions.json')) as Record<string, Tree>[]
    const texts = [
      ...Object.values(site.options as Record<string, Tree>).map((t) => flatten(t)),
      ...promotions.flatMap((p) => [p.title!, p.summary!, p.body!].map((t) => flatten(t as Tree))),
    ].flatMap((table) => [...table.values()])
    expect(texts.filter((text) => MONEY_OR_PERCENT.test(text))).toEqual([])
  })

  const ORDER_SIGN = { bg: '№', ru: '№', en: '#', uk: '№' } as const
  it.each(LANGS)('%s names an order one way: its sign before the number', (lang) => {
    const unsigned = [...tables[lang]!].filter(
      ([, text]) => text.includes('{{id}}') && !text.includes(`${ORDER_SIGN[lang]}{{id}}`),
    )
    expect(unsigned).toEqual([])
  })
})
