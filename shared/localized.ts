import type { Lang } from './locales'

/** A text in all four languages, as the catalog stores it. */
export type Localized = Record<Lang, string>
