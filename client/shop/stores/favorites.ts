import { useHydrated } from '#client/ui/hydrated'
import { storedList } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'
import { FAVORITES_KEY, parseIds, toggleId } from '#shared/id-list'

const favorites = storedList(FAVORITES_KEY, parseIds)

export const startFavorites = favorites.start

export function toggleFavorite(id: number) {
  favorites.change((ids) => toggleId(ids, id))
}

/**
 * Reads the list only: a card's button does not render again when the list becomes ready. Not
 * pressed while it hydrates, as the server drew it (the menu's sections hydrate one by one, some
 * after the stored list has filled in).
 */
export function useIsFavorite(id: number) {
  const listed = useStore(favorites.state).items.includes(id)
  return useHydrated() && listed
}

export function useFavorites() {
  const { items, ready } = useStore(favorites.state)
  return { ids: items, count: items.length, ready }
}
