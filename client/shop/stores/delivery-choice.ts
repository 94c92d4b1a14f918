import { proxy } from 'valtio/vanilla'
import { onStoredChange, readStored, writeStored } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'

// How the customer last chose to get the order at checkout, kept for the cart's minimum (issue
// 30): the chosen zone's, not the lowest of all zones.
const KEY = 'delivery-choice'

type Choice = { orderType: 'delivery' | 'pickup'; regionId: number | null }

const choice = proxy<Choice>({ orderType: 'delivery', regionId: null })

function reload() {
  const stored = readStored(KEY) as Partial<Choice> | undefined
  choice.orderType = stored?.orderType === 'pickup' ? 'pickup' : 'delivery'
  choice.regionId = typeof stored?.regionId === 'number' ? stored.regionId : null
}

/** Browser only, after hydration: the server renders no choice. */
export function startDeliveryChoice() {
  reload()
  onStoredChange(KEY, reload)
}

export function chooseDelivery(next: Choice) {
  if (next.orderType === choice.orderType && next.regionId === choice.regionId) return
  Object.assign(choice, next)
  writeStored(KEY, next)
}

export function useDeliveryChoice() {
  return useStore(choice)
}

/**
 * The least the cart must reach: none for a pickup, the chosen zone's minimum, or the lowest of
 * all zones before a zone is chosen (null while the zones are not known).
 */
export function cartMinimum(
  regions: readonly { id: number; minOrder: number }[] | null,
  { orderType, regionId }: Choice,
): number | null {
  if (orderType === 'pickup' || !regions?.length) return null
  const chosen = regions.find((r) => r.id === regionId)
  return chosen ? chosen.minOrder : Math.min(...regions.map((r) => r.minOrder))
}
