// The service worker's decisions as plain functions (docs/app.md), tested without a browser.
import { offlinePath } from '#shared/app-install'
import { LANGS, splitLangPrefix } from '#shared/locales'
import { PushPayload } from '#shared/push-payload'

const CACHE_PREFIX = 'hanami-'

/** One cache per build: a new build's worker fills its own and deletes the others. */
export function cacheName(buildId: string): string {
  return `${CACHE_PREFIX}${buildId}`
}

/** The caches a worker of `buildId` deletes on activation: every build's but its own. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(buildId))
}

/** The offline page's picture (and the notifications' icon), kept with the build's files. */
const ICON = '/icon-192.png'

/** What the worker fetches on install, so the first offline moment already has its page. */
export const SHELL = [...LANGS.map(offlinePath), ICON, '/manifest.webmanifest']

/**
 * - `asset`: hashed build files never change, so the cache answers first (and the icon, which
 *   changes only with a build, whose worker has a new cache).
 * - `page`: a page is always the network's (fresh prices, the current build); offline, the
 *   offline page in the page's language.
 * - `network`: everything else goes past the worker: the API (prices, orders), the build check
 *   of spec §7, the worker itself, other origins and every write.
 */
export type Strategy = 'asset' | 'page' | 'network'

export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
): Strategy {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== origin) return 'network'
  if (url.pathname.startsWith('/assets/') || url.pathname === ICON) return 'asset'
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) return 'page'
  return 'network'
}

/** The offline page for a page's address: `/en/menu` → the English one. */
export function offlinePageFor(url: string): string {
  return offlinePath(splitLangPrefix(new URL(url).pathname).lang)
}

/**
 * The notification a push shows. A push that is not the contract's JSON still shows something
 * harmless: the shop's name, opening the home page.
 */
export function notificationOf(data: unknown, shopName: string): PushPayload {
  const parsed = PushPayload.safeParse(data)
  return parsed.success ? parsed.data : { title: shopName, body: '', url: '/' }
}

/** A tapped notification opens a page of this site only (the URL came over the network). */
export function targetOf(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin)
    return target.origin === origin ? target.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}
