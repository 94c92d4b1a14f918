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
