// A new deployment changes builds/latest.json; from then on the next navigation is a full page
// load, so the visitor gets the new code instead of chunks that no longer exist.
let stale = false

export function isBuildStale() {
  return stale
}

export function watchBuild(currentId: string, intervalSeconds: number) {
  const check = async () => {
    try {
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
      const { id } = (await response.json()) as { id?: string }
      if (id && id !== currentId) stale = true
    } catch {
      // Offline or mid-deploy: try again at the next tick.
    }
  }
  setInterval(check, intervalSeconds * 1000)
  // A stale build turns client-side navigation into full page loads.
  document.addEventListener(
    'click',
    (event) => {
      if (!stale) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (link instanceof HTMLAnchorElement && link.origin === location.origin) {
        event.stopImmediatePropagation()
      }
    },
    { capture: true },
  )
}
