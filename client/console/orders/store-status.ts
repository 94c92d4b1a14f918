import type { ApiClient } from '#shared/api-client'
import type { ConsoleKitchen, Menu } from '../catalog-types'

/** What changes how the shop sells tonight: each kitchen's busy mode and pause, and the stop-list. */
export type StoreStatus = { kitchens: ConsoleKitchen[]; stopped: number }

export async function loadStoreStatus(api: ApiClient): Promise<StoreStatus> {
  const [kitchens, menu] = await Promise.all([
    api.get<{ data: ConsoleKitchen[] }>('/api/operator/kitchens'),
    api.get<{ data: Menu }>('/api/operator/menu'),
  ])
  return {
    kitchens: kitchens.data,
    stopped: menu.data.products.filter((product) => !product.available).length,
  }
}
