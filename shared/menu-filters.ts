import { type Allergen, inAnnexOrder, isAllergen } from './allergens'
import type { PageSearchAll } from './page-query'
import { TAGS, type Tag } from './tags'

// The menu's filters live in the URL, so a filtered menu can be shared, reloaded and indexed once.
export const SORTS = ['popularity', 'price-asc', 'price-desc'] as const
export type Sort = (typeof SORTS)[number]
/** `without`: the EU allergens a customer avoids (the API hides dishes whose allergens are unknown). */
export type MenuFilters = { tags: Tag[]; exclude: Tag[]; without: Allergen[]; sort: Sort }

/**
 * A list parameter as people write it by hand: comma-separated, repeated (`?without=gluten&without=fish`),
 * in any case and with stray spaces.
 */
const listOf = (values: readonly string[] | undefined) =>
  (values ?? []).flatMap((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )

/** Tags once each and in the list's order: one menu, one spelling (the page cache's key). */
const inTagOrder = (named: readonly string[]) => TAGS.filter((tag) => named.includes(tag))

const asTags = (values: readonly string[] | undefined) => inTagOrder(listOf(values))

export function readFilters(search: PageSearchAll): MenuFilters {
  const asked = search.sort?.at(-1) ?? ''
  const sort = (SORTS as readonly string[]).includes(asked) ? (asked as Sort) : 'popularity'
  return {
    tags: asTags(search.tags),
    exclude: asTags(search.exclude),
    without: inAnnexOrder(listOf(search.without)),
    sort,
  }
}

/**
 * The `without` values that name no allergen: the page says so rather than filter by fewer than
 * asked (someone avoiding "peanut" must not think the peanuts are gone). At most three, each cut
 * short, since they come from a link anyone can write.
 */
export function unknownAllergens(search: PageSearchAll): string[] {
  return unknownNames(search).map((name) => (name.length > 24 ? `${name.slice(0, 24)}…` : name))
}

/** The `without` values that name no allergen, as written (lower case), the first three. */
export function unknownNames(search: PageSearchAll): string[] {
  return [...new Set(listOf(search.without).filter((name) => !isAllergen(name)))].slice(0, 3)
}

/** The filters as a query, in one spelling; `unknown` names follow the allergens in `without`. */
/** The filters as the products endpoint's query: only those that narrow or reorder the menu. */
export function filtersParams(filters: MenuFilters, unknown: readonly string[] = []) {
  const without = [...inAnnexOrder(filters.without), ...unknown]
  const tags = inTagOrder(filters.tags)
  const exclude = inTagOrder(filters.exclude)
  return {
    ...(tags.length ? { tags: tags.join(',') } : {}),
    ...(exclude.length ? { exclude: exclude.join(',') } : {}),
    ...(without.length ? { without: without.join(',') } : {}),
    ...(filters.sort === 'popularity' ? {} : { sort: filters.sort }),
  }
}

/** The same as the menu page's query string. */
export function filtersQuery(filters: MenuFilters, unknown: readonly string[] = []): string {
  const query = new URLSearchParams(filtersParams(filters, unknown)).toString()
  return query ? `?${query}` : ''
}

export function activeFilterCount(filters: MenuFilters): number {
  return (
    filters.tags.length +
    filters.exclude.length +
    filters.without.length +
    (filters.sort === 'popularity' ? 0 : 1)
  )
}
