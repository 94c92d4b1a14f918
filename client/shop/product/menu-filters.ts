import { type Allergen, inAnnexOrder } from '#shared/allergens'
import type { PageSearch } from '#shared/page-query'
import { TAGS, type Tag } from '#shared/tags'

// The menu's filters live in the URL, so a filtered menu can be shared, reloaded and indexed once.
export const SORTS = ['popularity', 'price-asc', 'price-desc'] as const
export type Sort = (typeof SORTS)[number]
/** `without`: the EU allergens a customer avoids (the API hides dishes whose allergens are unknown). */
export type MenuFilters = { tags: Tag[]; exclude: Tag[]; without: Allergen[]; sort: Sort }

const asTags = (value: string | undefined) =>
  (value ?? '').split(',').filter((t): t is Tag => (TAGS as readonly string[]).includes(t))

export function readFilters(search: PageSearch): MenuFilters {
  const sort = (SORTS as readonly string[]).includes(search.sort ?? '')
    ? (search.sort as Sort)
    : 'popularity'
  return {
    tags: asTags(search.tags),
    exclude: asTags(search.exclude),
    without: inAnnexOrder((search.without ?? '').split(',')),
    sort,
  }
}

export function filtersQuery(filters: MenuFilters): string {
  const params = new URLSearchParams()
  if (filters.tags.length) params.set('tags', filters.tags.join(','))
  if (filters.exclude.length) params.set('exclude', filters.exclude.join(','))
  if (filters.without.length) params.set('without', filters.without.join(','))
  if (filters.sort !== 'popularity') params.set('sort', filters.sort)
  const query = params.toString()
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
