import type { PageContextServer } from 'vike/types'

export type OrdersData = Awaited<ReturnType<typeof data>>

/** The customer's orders, newest first (the API sorts them). */
export async function data({ api }: PageContextServer) {
  const { data: orders } = await api.get('/api/orders')
  return { orders }
}
