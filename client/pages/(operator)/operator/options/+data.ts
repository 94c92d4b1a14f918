import type { PageContextServer } from 'vike/types'
import type { SiteValues } from '../../../../components/operator/catalog-types'

export type OptionsData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const { data: site } = await api.get<{ data: SiteValues }>('/api/operator/site')
  return { options: site.options }
}
