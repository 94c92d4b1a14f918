import { useSnapshot } from 'valtio'
import { FAVORITES_KEY, parseIds, toggleId } from '../../shared/id-list'
import { storedList } from './persist'

const favorites = storedList(FAVORITES_KEY, parseIds)

export const startFavorites = favorites.start

export function toggleFavorite(id: number) {
  favorites.change((ids) => toggleId(ids, id))
}

/** Reads the list only: a card's button does not render again when the list becomes ready. */
export function useIsFavorite(id: number) {
  return useSnapshot(favorites.state).items.includes(id)
}

export function useFavorites() {
  const { items, ready } = useSnapshot(favorites.state)
  return { ids: items, count: items.length, ready }
}
