import { proxy } from 'valtio/vanilla'

/** localStorage as JSON, forgiving: unavailable or corrupt storage reads as nothing. */
export function readStored(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the state still works for this page.
  }
}

/** Other tabs' changes to `key` (the storage event fires only in the tabs that did not write). */
export function onStoredChange(key: string, reload: () => void) {
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) reload()
  })
}

/**
 * A list kept in localStorage (spec §3): reloaded from storage before each change, so tabs never
 * overwrite each other, and following the other tabs' changes once started in the browser.
 */
export function storedList<T>(key: string, parse: (raw: unknown) => T[]) {
  const state = proxy({ items: [] as T[], ready: false })
  const reload = () => {
    const items = parse(readStored(key))
    // The same lines in a new array would still re-render every subscriber (each card's buttons).
    if (JSON.stringify(items) !== JSON.stringify(state.items)) state.items = items
  }
  return {
    state,
    change(next: (items: T[]) => T[]) {
      reload()
      state.items = next(state.items)
      writeStored(key, state.items)
    },
    /** Browser only: fills the list after hydration, so the server's render and the first agree. */
    start() {
      reload()
      state.ready = true
      onStoredChange(key, reload)
    },
  }
}
