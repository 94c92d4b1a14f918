import type { BodyOf } from '#shared/api-client'
import type { Lang } from '#shared/locales'
import { browserApi } from './api'

// Web Push in the browser (docs/push.md), for the shop's customers and the kitchen's devices: the
// permission is asked only from a tap, then the browser subscribes with the shop's VAPID key.

/** Whether this browser can take push notifications at all (iOS: once added to the Home Screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window

/** How asking went: subscribed (its JSON for the API), or why not. */
export type PushAsk =
  | { outcome: 'subscribed'; subscription: BodyOf<'/api/push/devices'> }
  | { outcome: 'denied' | 'unavailable' }

/** The shop's public key, or null when push is off (no VAPID keys configured). */
export async function pushPublicKey(lang: Lang): Promise<string | null> {
  const { data } = await browserApi(lang).get('/api/push/key')
  return data.publicKey
}

/**
 * Asks the browser's permission (call it from a tap: browsers refuse, or bury, a prompt that comes
 * unasked) and subscribes `registration`'s push manager with `publicKey`.
 */
export async function askForPush(
  registration: ServiceWorkerRegistration | null,
  publicKey: string,
): Promise<PushAsk> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return { outcome: 'denied' }
  if (!registration) return { outcome: 'unavailable' }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlBytes(publicKey),
  })
  // The DOM types every field of a subscription's JSON as optional; a subscribed one has them all,
  // and the server checks them anyway.
  return {
    outcome: 'subscribed',
    subscription: subscription.toJSON() as BodyOf<'/api/push/devices'>,
  }
}

/** The key as bytes: Safari takes no base64url string for applicationServerKey. */
function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
