import { proxy, useSnapshot } from 'valtio'
import { FAVORITES_KEY, parseIds, toggleId } from '../../shared/id-list'
import { onStoredChange, readStored, writeStored } from './persist'

export const favorites = proxy({ ids: [] as number[], ready: false })

function reload() {
  favorites.ids = parseIds(readStored(FAVORITES_KEY))
}

export function toggleFavorite(id: number) {
  reload()
  favorites.ids = toggleId(favorites.ids, id)
  writeStored(FAVORITES_KEY, favorites.ids)
}

export function startFavorites() {
  reload()
  favorites.ready = true
  onStoredChange(FAVORITES_KEY, reload)
}

export function useFavorites() {
  const snapshot = useSnapshot(favorites)
  return { ids: snapshot.ids, count: snapshot.ids.length, ready: snapshot.ready }
}
