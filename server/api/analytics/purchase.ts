import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import { orderDetail } from '#server/api/orders/view'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'

/** GA4's Measurement Protocol (GA4_MEASUREMENT_ID and GA4_API_SECRET); off when not configured. */
export type Ga4Config = {
  measurementId: string
  apiSecret: string
  /** Google's collect endpoint; tests point it at a local receiver. */
  endpoint?: string
}

const ENDPOINT = 'https://www.google-analytics.com/mp/collect'
const TIMEOUT_MS = 5000

/**
 * GA4 needs a client id per browser; the server has none. A pseudonym of the customer (an HMAC
 * under the API secret: stable, not reversible, no phone number or id in clear) stands in for it.
 */
const clientId = (secret: string, customerId: number) => {
  const digest = createHmac('sha256', secret).update(`customer:${customerId}`).digest()
  return `${digest.readUInt32BE(0)}.${digest.readUInt32BE(4)}`
}

/**
 * The `purchase` event of a paid order: its items and value in euros, as GA4's e-commerce wants,
 * with the promo code it used (`coupon`) and what its offers took off (`discount`).
 */
export async function purchaseEvent(db: Database, orderId: number, secret: string) {
  const order = await orderDetail(db, orderId)
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order || !row) return null
  const coupon = order.offers.find((offer) => offer.code)?.code
  return {
    client_id: clientId(secret, row.customerId),
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: String(order.id),
          currency: 'EUR',
          value: order.total / 100,
          shipping: order.deliveryFee / 100,
          ...(coupon ? { coupon } : {}),
          ...(order.discount ? { discount: order.discount / 100 } : {}),
          items: order.lines.map((line) => ({
            item_id: String(line.productId),
            item_name: line.name,
            price: line.unitPrice / 100,
            quantity: line.quantity,
          })),
        },
      },
    ],
  }
}

/**
 * Sends `purchase` from the server once an order's card payment was verified (payments/verify.ts
 * calls it exactly once per order), so a customer who closed the tab still counts. Runs after the
 * answer; a failure is logged, never the customer's problem.
 */
export function ga4Purchases(config: Ga4Config | undefined, deps: { db: Database; log: Logger }) {
  const running = new Set<Promise<void>>()
  async function send(orderId: number) {
    if (!config) return
    const body = await purchaseEvent(deps.db, orderId, config.apiSecret)
    if (!body) return
    const url = new URL(config.endpoint ?? ENDPOINT)
    url.searchParams.set('measurement_id', config.measurementId)
    url.searchParams.set('api_secret', config.apiSecret)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`GA4 answered ${response.status}`)
    deps.log.info({ event: 'ga4_purchase', orderId }, 'purchase sent to GA4')
  }
  return {
    paid(orderId: number) {
      if (!config) return
      const task = send(orderId)
        .catch((error) => deps.log.warn({ err: error, orderId }, 'GA4 purchase failed'))
        .finally(() => running.delete(task))
      running.add(task)
    },
    async settled() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}
