import type { PageContextServer } from 'vike/types'
import type { Figures } from '../../../../components/operator/catalog-types'

export type DashboardData = Awaited<ReturnType<typeof data>>

export async function data({ api, urlParsed }: PageContextServer) {
  // A day that is no date is today (the API's default) rather than an error page.
  const asked = urlParsed.search.date ?? ''
  const query = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? `?date=${asked}` : ''
  const { data: figures } = await api.get<{ data: Figures }>(`/api/operator/dashboard${query}`)
  return { figures }
}
