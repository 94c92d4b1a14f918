import { createHmac } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from 'pino'

/** ORDER_WEBHOOK_URL and its secret: a JSON POST per new order, signed (X-Signature). */
export type OrderWebhook = {
  url: string
  secret: string
  timeoutMs?: number
  /** The waits before each retry (RETRY_DELAYS_MS unless told; tests shorten them). */
  retryDelaysMs?: readonly number[]
}

const TIMEOUT_MS = 5000
/**
 * A failing receiver gets the order again after 1 s, 5 s and 25 s: four attempts within about
 * 50 s with the timeouts. The waits are in-process timers that hold nothing open, so a restart
 * drops the retries pending (the e-mail still tells the restaurant).
 */
export const RETRY_DELAYS_MS = [1000, 5000, 25_000]

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver recomputes it with the shared
 * secret and refuses old timestamps, so a captured request cannot be replayed later.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

/** Worth another try: a 5xx, a timeout or a network error. A 3xx or 4xx will answer the same. */
// The receiver's trouble, or its asking to come back later; any other refusal would only repeat.
const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429

type Attempt = { ok: true } | { ok: false; retry: boolean; reason: number | string }

async function attempt(webhook: OrderWebhook, body: string, at: Date): Promise<Attempt> {
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // Signed again at each attempt, so a retry is not refused as an old timestamp.
        'X-Signature': webhookSignature(webhook.secret, body, at),
      },
      body,
      // The address is configured, and a redirect must not carry the order elsewhere: a 3xx is
      // answered as it is, a failure that is not retried.
      redirect: 'manual',
      signal: AbortSignal.timeout(webhook.timeoutMs ?? TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.ok) return { ok: true }
    return { ok: false, retry: worthRetrying(response.status), reason: response.status }
  } catch (error) {
    // The error's name or code only: a message could carry the address, and its token with it.
    const { name, cause } = error as Error & { cause?: { code?: string } }
    return {
      ok: false,
      retry: true,
      reason: name === 'TimeoutError' ? 'timeout' : (cause?.code ?? name),
    }
  }
}

/**
 * Posts `body` until the receiver takes it, a retry would be useless or the retries run out; one
 * log line per attempt (never the address: it may hold a token). Resolves whether it was taken.
 */
export async function deliverWebhook(
  webhook: OrderWebhook,
  body: string,
  context: { log: Logger; now: () => Date; orderId: number },
): Promise<boolean> {
  const { log, now, orderId } = context
  const delays = webhook.retryDelaysMs ?? RETRY_DELAYS_MS
  for (let tries = 1; ; tries++) {
    const outcome = await attempt(webhook, body, now())
    if (outcome.ok) {
      log.info({ event: 'order_webhook_sent', orderId, attempt: tries }, 'order webhook sent')
      return true
    }
    const wait = outcome.retry ? delays[tries - 1] : undefined
    const entry = { event: 'order_webhook_failed', orderId, attempt: tries, reason: outcome.reason }
    if (wait === undefined) {
      log.error(entry, 'order webhook failed')
      return false
    }
    log.warn({ ...entry, retryInMs: wait }, 'order webhook attempt failed')
    await sleep(wait, undefined, { ref: false })
  }
}
