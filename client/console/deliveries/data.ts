import type { PageContextServer } from 'vike/types'

export async function deliveries({ api }: PageContextServer) {
  const { data: deliveries } = await api.get('/api/operator/deliveries')
  return { deliveries }
}
