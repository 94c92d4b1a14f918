/**
 * The query parameters some page reads: the menu's filters (allergens too), the sign-in prompt, the payment
 * pages' order and reason, the console's board, dashboard, audit and sign-in. Anything else
 * (utm_source, fbclid…) changes nothing a page shows.
 */
const PAGE_QUERY_KEYS = [
  'tags',
  'exclude',
  'without',
  'sort',
  'signin',
  'order',
  'reason',
  'date',
  'restaurant',
  'region',
  'status',
  'page',
  'next',
] as const

/** The part of a query string that a page reads, in a fixed order: `?…`, or '' for none. */
export function pageQuery(search: string): string {
  const asked = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const key of PAGE_QUERY_KEYS) for (const value of asked.getAll(key)) kept.append(key, value)
  const query = kept.toString()
  return query ? `?${query}` : ''
}
