import type { PageContextServer } from 'vike/types'

export async function kitchens({ api }: PageContextServer) {
  const { data: kitchens } = await api.get('/api/operator/kitchens')
  return { kitchens }
}
