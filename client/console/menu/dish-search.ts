import type { Localized } from '#shared/localized'

/** Lower case without accents, so "Сьомга" finds "сьомга" and "Edamamé" "edamame". */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim()

/**
 * Whether a dish's name in any language holds every word typed, in any order: a cook may type
 * the Latin name of a dish the console shows in Bulgarian, or "сет сакура" for "Сет Сакура".
 */
export function dishMatches(name: Localized, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const names = Object.values(name).map(fold)
  return words.every((word) => names.some((text) => text.includes(word)))
}
