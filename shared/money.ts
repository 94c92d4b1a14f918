import { type Lang, LOCALE_TAGS } from './locales'

// Money is integer euro cents everywhere (Bulgaria's currency since 2026-01-01); it becomes text only here.
const formats = new Map<Lang, Intl.NumberFormat>()

export function formatPrice(cents: number, lang: Lang): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency: 'EUR' })
    formats.set(lang, format)
  }
  return format.format(cents / 100)
}
