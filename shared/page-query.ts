import { filtersQuery, readFilters, unknownNames } from './menu-filters'
import { safeReturnPath } from './safe-path'

/**
 * The query parameters some page reads: the menu's filters (allergens too), the sign-in prompt, the payment
 * pages' order and reason, the console's board, dashboard, audit (with its filters), menu search and sign-in. Anything else
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
  'staff',
  'action',
  'q',
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

/** Every value of each listed parameter (Vike's `urlParsed.searchAll`), for a list a link may repeat. */
export type PageSearchAll = Readonly<Partial<Record<(typeof PAGE_QUERY_KEYS)[number], string[]>>>

export function pageSearchAll(searchAll: Readonly<Record<string, string[]>>): PageSearchAll {
  return Object.fromEntries(
    PAGE_QUERY_KEYS.flatMap((key) => (key in searchAll ? [[key, searchAll[key]]] : [])),
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

/**
 * A public page's query (the pages the page cache keeps) in its one spelling: the menu's filters
 * normalised (an unknown tag or sort dropped, each list once and in one order), `signin` present or
 * not, `next` a same-origin path or nothing; every other page parameter dropped, since no public
 * page reads it. `shared` is false when the page shows what only this URL says (allergen names no
 * list knows, the way back after signing in): rendered for its visitor, never kept for others.
 */
export function publicPageQuery(search: URLSearchParams): { query: string; shared: boolean } {
  const all = (key: string) => search.getAll(key)
  const asked = { tags: all('tags'), exclude: all('exclude'), without: all('without') }
  const unknown = unknownNames(asked)
  const canonical = new URLSearchParams(
    filtersQuery(readFilters({ ...asked, sort: all('sort') }), unknown),
  )
  if (search.has('signin')) canonical.set('signin', '1')
  const next = safeReturnPath(search.get('next'))
  if (next) canonical.set('next', next)
  const query = canonical.toString()
  return { query: query ? `?${query}` : '', shared: unknown.length === 0 && !next }
}

const isPageKey = (key: string) => (PAGE_QUERY_KEYS as readonly string[]).includes(key)

/**
 * The search to redirect to when the URL writes its page parameters otherwise than `query` does:
 * `query`'s, then every other parameter (utm_source…) as it was; null when it already matches.
 */
export function canonicalSearch(search: string, query: string): string | null {
  const asked = [...new URLSearchParams(search)]
  const written = asked.filter(([key]) => isPageKey(key))
  const wanted = [...new URLSearchParams(query)]
  const same =
    written.length === wanted.length &&
    written.every(([key, value], i) => wanted[i]![0] === key && wanted[i]![1] === value)
  if (same) return null
  const kept = new URLSearchParams([...wanted, ...asked.filter(([key]) => !isPageKey(key))])
  const text = kept.toString()
  return text ? `?${text}` : ''
}
