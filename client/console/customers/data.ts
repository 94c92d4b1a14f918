import type { PageContextServer } from 'vike/types'

export async function customers({ api }: PageContextServer) {
  const { data: site } = await api.get('/api/operator/site')
  return { retention: site.retention }
}
