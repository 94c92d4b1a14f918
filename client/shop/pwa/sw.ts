// The service worker (issue 39, docs/app.md), built by scripts/build.mjs to /sw.js with the build's
// id written in: a new build is a new worker, which takes over at once and drops the old caches.
import {
  cacheName,
  notificationOf,
  offlinePageFor,
  SHELL,
  staleCaches,
  strategyFor,
  targetOf,
} from './sw-rules'

declare const BUILD_ID: string

// The worker's own types (TypeScript's DOM library, which the rest of the client uses, has none).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification
}
type WindowClient = { url: string; focus(): Promise<unknown> }
type WorkerScope = {
  location: Location
  registration: ServiceWorkerRegistration
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<unknown>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}

const worker = self as unknown as WorkerScope
const CACHE = cacheName(BUILD_ID)
const ORIGIN = worker.location.origin

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, BUILD_ID).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  )
})

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, ORIGIN)
  if (strategy === 'asset') event.respondWith(cacheFirst(event.request))
  else if (strategy === 'page') event.respondWith(networkOrOffline(event.request))
})

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

/** Pages are never answered from the cache while the network answers (prices, the current build). */
async function networkOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const offline = await caches.match(offlinePageFor(request.url), { cacheName: CACHE })
    if (offline) return offline
    throw error
  }
}

worker.addEventListener('push', (event) => {
  let data: unknown = null
  try {
    data = event.data?.json() ?? null
  } catch {
    // Not JSON: the shop's name only (notificationOf).
  }
  event.waitUntil(
    shopName().then((name) => {
      const { title, body, url, tag } = notificationOf(data, name)
      return worker.registration.showNotification(title, {
        body,
        ...(tag ? { tag } : {}),
        data: { url },
        icon: '/icon-192.png',
        badge: '/icon-192.png',
      })
    }),
  )
})

/** The app's short name from the manifest the worker keeps (the default language's). */
async function shopName(): Promise<string> {
  const manifest = await caches.match('/manifest.webmanifest', { cacheName: CACHE })
  const name = manifest ? ((await manifest.json()) as { short_name?: unknown }).short_name : null
  return typeof name === 'string' ? name : ORIGIN
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = targetOf((event.notification.data as { url?: unknown } | null)?.url, ORIGIN)
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((window) => window.url === target)
      return open ? open.focus() : worker.clients.openWindow(target)
    }),
  )
})
