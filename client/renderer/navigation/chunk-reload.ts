// Spec §9: after a chunk fails to load (a deploy removed it), reload at most once per 10 seconds.
const MARKER = 'sushi:chunk-reload'
export const RELOAD_GUARD_MS = 10_000

export function shouldReload(now: number, last: string | null): boolean {
  const at = Number(last)
  return !Number.isFinite(at) || last === null || now - at > RELOAD_GUARD_MS
}

function reloadOnce() {
  if (!shouldReload(Date.now(), sessionStorage.getItem(MARKER))) return
  sessionStorage.setItem(MARKER, String(Date.now()))
  location.reload()
}

export function reloadOnChunkError() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    reloadOnce()
  })
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? event.reason)
    if (
      /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
        message,
      )
    ) {
      reloadOnce()
    }
  })
}
