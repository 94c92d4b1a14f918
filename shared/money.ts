import type { Lang } from './locales'

// Money is integer euro cents everywhere (Bulgaria's currency since 2026-01-01); it becomes text only here.
// Not through Intl.NumberFormat: its first use in a page costs 15–60 ms of main thread here (4×
// that on a phone, Lighthouse's TBT) while ICU loads its number data, in the middle of hydration.
// These are ICU's euro shapes for our four locales with the euro sign (ICU's narrow symbol: its
// Ukrainian default would write "EUR"), character for character (money.test.ts).
const NBSP = '\u00a0'
const SHAPES: Record<Lang, [group: string, decimal: string, pattern: string, groupFrom: number]> = {
  bg: [NBSP, ',', `#${NBSP}€`, 5],
  ru: [NBSP, ',', `#${NBSP}€`, 4],
  en: [',', '.', '€#', 4],
  uk: [NBSP, ',', `#${NBSP}€`, 4],
}

export function formatPrice(cents: number, lang: Lang): string {
  const [group, decimal, pattern, groupFrom] = SHAPES[lang]
  const whole = String(Math.floor(Math.abs(cents) / 100))
  const grouped = whole.length < groupFrom ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group)
  const amount = `${grouped}${decimal}${String(Math.abs(cents) % 100).padStart(2, '0')}`
  return (cents < 0 ? '-' : '') + pattern.replace('#', amount)
}

/**
 * A sum with its sign, + for a credit and the minus sign (U+2212, not a hyphen) for a debit, none
 * for zero: bonus histories.
 */
export function formatSignedPrice(cents: number, lang: Lang): string {
  const sign = cents > 0 ? '+' : cents < 0 ? '\u2212' : ''
  return sign + formatPrice(Math.abs(cents), lang)
}
