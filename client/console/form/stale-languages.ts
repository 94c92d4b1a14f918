import { LANGS, type Lang } from '#shared/locales'
import type { Localized } from '#shared/localized'

/**
 * The languages a text edit left behind: when some languages of a text changed and others did
 * not, the others still say the earlier text (or nothing) and may contradict the new one. None
 * when nothing or everything changed.
 */
export function staleLanguages(saved: Localized, draft: Localized): Lang[] {
  const changed = LANGS.filter((lang) => saved[lang].trim() !== draft[lang].trim())
  if (changed.length === 0 || changed.length === LANGS.length) return []
  return LANGS.filter((lang) => !changed.includes(lang))
}
