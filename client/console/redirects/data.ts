import type { PageContextServer } from 'vike/types'

export async function redirects({ api }: PageContextServer) {
  const { data: rules } = await api.get('/api/operator/redirects')
  return { rules }
}
