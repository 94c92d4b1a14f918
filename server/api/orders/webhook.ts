import { createHmac } from 'node:crypto'

/** ORDER_WEBHOOK_URL and its secret: a JSON POST per new order, signed (X-Signature). */
export type OrderWebhook = { url: string; secret: string; timeoutMs?: number }

const TIMEOUT_MS = 5000

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver recomputes it with the shared
 * secret and refuses old timestamps, so a captured request cannot be replayed later.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

/**
 * Worth another try: a 5xx, a timeout, a network error, or a receiver asking to come back later.
 * Any other refusal (a 3xx or 4xx) would only answer the same.
 */
const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429

/** Why an attempt failed, and whether another one could go better. */
export class WebhookRefused extends Error {
  override name = 'WebhookRefused'
  constructor(
    readonly reason: number | string,
    readonly retry: boolean,
  ) {
    super(`order webhook refused: ${reason}`)
  }
}

/**
 * Posts `body` once; a refusal throws WebhookRefused. The job that calls it (orders/alerts.ts) is
 * tried again while a retry is worth it, from whichever instance, after a restart too.
 */
export async function postWebhook(webhook: OrderWebhook, body: string, at: Date): Promise<void> {
  let response: Response
  try {
    response = await fetch(webhook.url, {
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
  } catch (error) {
    // The error's name or code only: a message could carry the address, and its token with it.
    const { name, cause } = error as Error & { cause?: { code?: string } }
    throw new WebhookRefused(name === 'TimeoutError' ? 'timeout' : (cause?.code ?? name), true)
  }
  await response.body?.cancel()
  if (!response.ok) throw new WebhookRefused(response.status, worthRetrying(response.status))
}
