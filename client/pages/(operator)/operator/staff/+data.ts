import type { PageContextServer } from 'vike/types'
import type { Staff } from '../../../../components/operator/types'

export type StaffData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const { data: staff } = await api.get<{ data: Staff[] }>('/api/operator/staff')
  return { staff }
}
