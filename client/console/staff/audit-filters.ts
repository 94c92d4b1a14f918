import { AUDIT_ACTIONS, type AuditAction } from '#shared/audit'
import type { PageSearch } from '#shared/page-query'

/** The audit page's filters as its address carries them: `?staff=…&action=…&order=…&page=…`. */
export type AuditFilters = {
  staff: number | null
  action: AuditAction | null
  order: number | null
  page: number
}

const MAX_PAGE = 10_000

const positive = (value: string | undefined, max = 2_147_483_647) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : null
}

/** What the address asks for; anything malformed is no filter (the page shows, never a 422). */
export function readAuditFilters(search: PageSearch): AuditFilters {
  const action = AUDIT_ACTIONS.find((known) => known === search.action) ?? null
  return {
    staff: positive(search.staff),
    action,
    order: positive(search.order?.replace(/^#/, '')),
    page: positive(search.page, MAX_PAGE) ?? 1,
  }
}

/** The page's own query for these filters on `page` (the pager's links keep the filters). */
export function auditPageQuery(filters: AuditFilters, page: number): string {
  const query = new URLSearchParams()
  if (filters.staff) query.set('staff', String(filters.staff))
  if (filters.action) query.set('action', filters.action)
  if (filters.order) query.set('order', String(filters.order))
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The API's query for the same filters. */
export function auditApiQuery(filters: AuditFilters, perPage: number) {
  return {
    page: filters.page,
    perPage,
    staffId: filters.staff || undefined,
    action: filters.action || undefined,
    orderId: filters.order || undefined,
  }
}
