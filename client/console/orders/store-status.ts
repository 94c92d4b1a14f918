import type { z } from 'zod'
import type { ApiClient } from '#shared/api-client'
import type { OperatorKitchens } from '#shared/contract/operator/places'

/**
 * What changes how the shop sells tonight: each kitchen's busy mode and pause, the stop-list's
 * count and its dishes stopped with no end, and the server's clock they are measured by.
 */
export type StoreStatus = {
  kitchens: z.infer<typeof OperatorKitchens>['data']
  stopped: z.infer<typeof OperatorKitchens>['stopped']
  now: string
}

export async function loadStoreStatus(api: ApiClient): Promise<StoreStatus> {
  const { data, stopped, now } = await api.get('/api/operator/kitchens')
  return { kitchens: data, stopped, now }
}
