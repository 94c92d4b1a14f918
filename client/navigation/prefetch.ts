import { prefetch } from 'vike/client/router'

type Connection = { saveData?: boolean; effectiveType?: string }

// Spec §9: prefetch starts 1 s after load unless the connection is very slow.
export const PREFETCH_DELAY_MS = 1000

export function isSlowConnection(connection: Connection | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

export function prefetchLinksSoon() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  if (isSlowConnection(connection)) return
  setTimeout(() => {
    const seen = new Set<string>()
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const url = link.pathname
      if (seen.has(url) || link.hasAttribute('data-no-prefetch')) continue
      seen.add(url)
      prefetch(url).catch(() => {})
    }
  }, PREFETCH_DELAY_MS)
}
