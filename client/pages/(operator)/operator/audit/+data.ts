import type { PageContextServer } from 'vike/types'
import type { AuditPage } from '../../../../components/operator/types'

export type AuditData = Awaited<ReturnType<typeof data>>

const PER_PAGE = 50

export async function data({ api, urlParsed }: PageContextServer) {
  const asked = Number(urlParsed.search.page)
  const page = Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 10_000) : 1
  return api.get<AuditPage>(`/api/operator/audit?page=${page}&perPage=${PER_PAGE}`)
}
