import type { PageContextServer } from 'vike/types'
import { pageSearch } from '#shared/page-query'

export async function dashboard({ api, urlParsed }: PageContextServer) {
  // A day that is no date is today (the API's default) rather than an error page.
  const asked = pageSearch(urlParsed.search).date ?? ''
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined
  const { data: figures } = await api.get('/api/operator/dashboard', { query: { date } })
  return { figures }
}
