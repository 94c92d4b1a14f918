import type { PageContextServer } from 'vike/types'

export async function menu({ api }: PageContextServer) {
  const { data: menu } = await api.get('/api/operator/menu')
  return { menu }
}
