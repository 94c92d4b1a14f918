import type { PageContextServer } from 'vike/types'

export type BonusesData = Awaited<ReturnType<typeof data>>

/** Balance, pending cashback, the rules and the history. */
export async function data({ api }: PageContextServer) {
  const { data } = await api.get('/api/bonuses')
  return data
}
