import { parseIds, pushViewed, VIEWED_KEY } from '#shared/id-list'
import { storedList } from './persist'
import { useStore } from './use-store'

const viewed = storedList(VIEWED_KEY, parseIds)

export const startViewed = viewed.start

export function recordView(id: number) {
  viewed.change((ids) => pushViewed(ids, id))
}

export function useViewed() {
  const { items, ready } = useStore(viewed.state)
  return { ids: items, ready }
}
