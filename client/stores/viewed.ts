import { proxy, useSnapshot } from 'valtio'
import { parseIds, pushViewed, VIEWED_KEY } from '../../shared/id-list'
import { onStoredChange, readStored, writeStored } from './persist'

export const viewed = proxy({ ids: [] as number[], ready: false })

function reload() {
  viewed.ids = parseIds(readStored(VIEWED_KEY))
}

export function recordView(id: number) {
  reload()
  viewed.ids = pushViewed(viewed.ids, id)
  writeStored(VIEWED_KEY, viewed.ids)
}

export function startViewed() {
  reload()
  viewed.ready = true
  onStoredChange(VIEWED_KEY, reload)
}

export function useViewed() {
  const snapshot = useSnapshot(viewed)
  return { ids: snapshot.ids, ready: snapshot.ready }
}
