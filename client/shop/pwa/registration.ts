/**
 * The shop's service worker registration (scope `/`), or null where the browser has none or no
 * service workers at all.
 */
export async function serviceWorkerReady(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker?.getRegistration('/')) ?? null
}
