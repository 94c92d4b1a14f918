import type { PageContextServer } from 'vike/types'
import type { Menu } from '../../../../components/operator/catalog-types'

export type MenuData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const { data: menu } = await api.get<{ data: Menu }>('/api/operator/menu')
  return { menu }
}
