import type { PageContextServer } from 'vike/types'

export async function staff({ api }: PageContextServer) {
  const { data: staff } = await api.get('/api/operator/staff')
  return { staff }
}
