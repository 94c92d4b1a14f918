import { SERVICE_WORKER_PATH } from '#shared/app-install'

let registration: Promise<ServiceWorkerRegistration | null> | undefined

/**
 * The site's service worker, registered once per page when the page is idle (issue 39: never on
 * the first load's path); null where the browser has none or refused it. Push subscribes on it.
 */
export function serviceWorkerReady(): Promise<ServiceWorkerRegistration | null> {
  registration ??= register()
  return registration
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null
  await idle()
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' })
    return await navigator.serviceWorker.ready
  } catch {
    // Private windows and some embedded browsers refuse workers: the site works without one.
    return null
  }
}

/** After the load event, when the browser has nothing more urgent to do. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    const later = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve)
    if (document.readyState === 'complete') later()
    else addEventListener('load', later, { once: true })
  })
}
