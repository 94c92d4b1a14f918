import type { PageContextServer } from 'vike/types'
import type { Promotion } from '#shared/schemas'

export type PromotionsData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  return { promotions: (await api.get<{ data: Promotion[] }>('/api/promotions')).data }
}
