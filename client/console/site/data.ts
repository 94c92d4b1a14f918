import type { PageContextServer } from 'vike/types'

export async function options({ api }: PageContextServer) {
  const { data: site } = await api.get('/api/operator/site')
  return { options: site.options, orderLimits: site.order_limits }
}
