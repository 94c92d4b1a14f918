import type { Vapid } from './vapid'

/** What a notification carries: the service worker shows it and opens `url` on a tap. */
export type PushMessage = { title: string; body: string; url: string; tag?: string }

/** A browser's subscription as stored: where to send, and the keys to encrypt for it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** How a push went: delivered to the push service, or the subscription is gone for good. */
export type PushOutcome = 'sent' | 'gone'

/** A push service that did not take the push this time (a 5xx, a 429, no answer): try again. */
export class PushFailed extends Error {
  constructor(readonly status: number | null) {
    super(status ? `the push service answered ${status}` : 'the push service did not answer')
  }
}

/** A push service that hangs must not hold a job (or the kitchen's next push) for long. */
const TIMEOUT_MS = 5000
/** RFC 8030 §5.2: a status of an order is worth nothing a day later. */
const TTL_SECONDS = 24 * 60 * 60

export type PushSender = { send(target: PushTarget, message: PushMessage): Promise<PushOutcome> }

/**
 * Sends Web Push messages signed with the shop's VAPID key (RFC 8292) and encrypted for the
 * browser (RFC 8291, aes128gcm): web-push builds the request, fetch sends it.
 */
export function pushSender(vapid: Vapid): PushSender {
  return {
    async send(target, message) {
      // Imported on the first push: an instance whose customers never asked for one keeps it out.
      const { default: webpush } = await import('web-push')
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high' },
      )
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer<ArrayBuffer> | null,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch(() => {
        throw new PushFailed(null)
      })
      await response.body?.cancel()
      // RFC 8030 §7.3: 404 and 410 mean the subscription is over; the browser will not come back.
      if (response.status === 404 || response.status === 410) return 'gone'
      if (!response.ok) throw new PushFailed(response.status)
      return 'sent'
    },
  }
}
