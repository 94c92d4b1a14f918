import type { PageContextServer } from 'vike/types'

export type PromotionsData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  return { promotions: (await api.get('/api/promotions')).data }
}
