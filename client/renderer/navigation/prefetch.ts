import { prefetch } from 'vike/client/router'

type Connection = { saveData?: boolean; effectiveType?: string }

// Spec §9: prefetch starts 1 s after load unless the connection is very slow.
export const PREFETCH_DELAY_MS = 1000
// A link this close to the screen counts as seen.
const NEAR_SCREEN = '200px'

export function isSlowConnection(connection: Connection | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

/**
 * From 1 s after load, a page's links are prefetched when the visitor shows intent (a pointer over
 * a link, a touch, keyboard focus) or when the link comes near the screen, one link per idle
 * moment. Prefetching every link of the menu at once was 24 script requests and a third of a
 * second of routing on a phone, right when the visitor starts tapping.
 */
export function prefetchLinksSoon() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  if (isSlowConnection(connection)) return
  setTimeout(startPrefetching, PREFETCH_DELAY_MS)
}

function startPrefetching() {
  const done = new Set<string>()
  const queue: string[] = []
  const whenIdle = window.requestIdleCallback ?? setTimeout
  const now = (url: string) => {
    if (done.has(url)) return
    done.add(url)
    prefetch(url).catch(() => {})
  }
  const drain = () => {
    const url = queue.shift()
    if (url === undefined) return
    now(url)
    whenIdle(drain)
  }
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        seen.unobserve(entry.target)
        const url = target(entry.target)
        if (url && !done.has(url) && !queue.includes(url) && queue.push(url) === 1) whenIdle(drain)
      }
    },
    { rootMargin: NEAR_SCREEN },
  )
  for (const link of document.querySelectorAll('a[href^="/"]')) seen.observe(link)
  const intent = (event: Event) => {
    const url = target(event.target)
    if (url) now(url)
  }
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, intent, { capture: true, passive: true })
  }
}

/** The path a link of this site leads to, unless it asks not to be prefetched. */
function target(node: EventTarget | null): string | undefined {
  const link = node instanceof Element ? node.closest<HTMLAnchorElement>('a[href^="/"]') : null
  if (!link || link.hasAttribute('data-no-prefetch')) return undefined
  return link.pathname
}
