import type { PageContextServer } from 'vike/types'

export async function legal({ api }: PageContextServer) {
  const [site, legal] = await Promise.all([
    api.get('/api/operator/site'),
    api.get('/api/operator/legal'),
  ])
  return { trader: site.data.trader, legal: legal.data }
}
