// The 14 allergens of EU regulation 1169/2011, annex II, in the annex's order. No zod here: the
// browser's menu filters and allergen icons read this list.
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/**
 * What a product or option declares: the allergens it contains, an empty list when it contains
 * none, null when nobody has said yet. Null is never "none" (art. 9: information before purchase).
 */
export type Allergens = Allergen[] | null

export const isAllergen = (value: string): value is Allergen =>
  (ALLERGENS as readonly string[]).includes(value)

/** A list in the annex's order without repeats, whatever order it was ticked in. */
export const inAnnexOrder = (list: Iterable<string>): Allergen[] => {
  const set = new Set(list)
  return ALLERGENS.filter((a) => set.has(a))
}

/**
 * What a dish as chosen contains: the product's allergens plus those of each chosen option.
 * Unknown when the product's, or any chosen option's, allergens are unknown.
 */
export function lineAllergens(product: Allergens, options: readonly Allergens[]): Allergens {
  if (product === null || options.some((o) => o === null)) return null
  return inAnnexOrder([...product, ...options.flatMap((o) => o ?? [])])
}

/** A product may be shown to someone avoiding `avoided` only when its allergens are known. */
export const freeOf = (allergens: Allergens, avoided: readonly Allergen[]): boolean =>
  allergens !== null && !avoided.some((a) => allergens.includes(a))
