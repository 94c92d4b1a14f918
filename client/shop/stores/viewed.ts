import { storedList } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'
import { parseIds, pushViewed, VIEWED_KEY } from '#shared/id-list'

const viewed = storedList(VIEWED_KEY, parseIds)

export const startViewed = viewed.start

export function recordView(id: number) {
  viewed.change((ids) => pushViewed(ids, id))
}

export function useViewed() {
  const { items, ready } = useStore(viewed.state)
  return { ids: items, ready }
}
