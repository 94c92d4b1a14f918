import type { PageContextServer } from 'vike/types'
import { auditApiQuery, readAuditFilters } from '#client/console/staff/audit-filters'
import { pageSearch } from '#shared/page-query'

const AUDIT_PER_PAGE = 50

export async function audit({ api, urlParsed }: PageContextServer) {
  const filters = readAuditFilters(pageSearch(urlParsed.search))
  const [page, staff] = await Promise.all([
    api.get('/api/operator/audit', { query: auditApiQuery(filters, AUDIT_PER_PAGE) }),
    api.get('/api/operator/staff'),
  ])
  const people = staff.data.map(({ id, name }) => ({ id, name }))
  return { ...page, filters, people }
}
