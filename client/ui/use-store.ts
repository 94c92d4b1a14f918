import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/**
 * A store's snapshot, rendering again whenever the store changes. Valtio's own useSnapshot also
 * tracks which fields a component read, which takes proxy-compare into every page's first load
 * (about 1 KB gzip); these stores are small and read whole.
 */
export function useStore<T extends object>(state: T): Snapshot<T> {
  const listen = useCallback((changed: () => void) => subscribe(state, changed), [state])
  const read = () => snapshot(state)
  // Hydration reads the same state the server rendered from (the stores start after it).
  return useSyncExternalStore(listen, read, read)
}
