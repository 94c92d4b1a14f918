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

/**
 * The query as a page may read it: the listed keys and no other, so a page that reads a new
 * parameter does not compile until it is listed, and the page cache, the language links and the
 * attention form keep it (shared/page-query.test.ts refuses a read that goes around this).
 */
export type PageSearch = Readonly<Partial<Record<(typeof PAGE_QUERY_KEYS)[number], string>>>

/** The listed parameters of a parsed query (Vike's `urlParsed.search`). */
export function pageSearch(search: Readonly<Record<string, string>>): PageSearch {
  return Object.fromEntries(
    PAGE_QUERY_KEYS.flatMap((key) => (key in search ? [[key, search[key]]] : [])),
  )
}

/** The part of a query string that a page reads, in a fixed order: `?…`, or '' for none. */
export function pageQuery(search: string): string {
  const asked = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const key of PAGE_QUERY_KEYS) for (const value of asked.getAll(key)) kept.append(key, value)
  const query = kept.toString()
  return query ? `?${query}` : ''
}
