import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { z } from 'zod'
import { LIMITS, record, retryAfter } from '#server/api/auth/rate-limit'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import type { FollowUps } from '#server/api/orders/follow-ups'
import type { PaymentStarter } from '#server/api/orders/routes'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { orders, paymentAttempts, paymentEvents } from '#server/db/schema'
import * as contract from '#shared/contract/payments'
import { translate } from '#shared/i18n'
import { isLang, type Lang, LOCALE_TAGS, localizePath } from '#shared/locales'
import { verifyPayment } from './verify'
import { parseReturnParams, type VivaClient, VivaError } from './viva'

export type PaymentDeps = {
  db: Database
  viva: VivaClient
  catalog: CatalogStore
  now: () => Date
  log: Logger
  /** What paying leaves for later: the kitchen's alerts (orders/follow-ups.ts). */
  followUps: FollowUps
  /** Tells analytics of a paid order (GA4's purchase), once. */
  purchased?: ((orderId: number) => void) | undefined
}

/** Creates the Viva order of one of our orders and answers where the customer pays. */
export function vivaPaymentStarter(deps: PaymentDeps): PaymentStarter {
  return async (order, reuse) => {
    const [current] = await deps.db
      .select({ reference: orders.paymentReference, payBy: orders.payBy })
      .from(orders)
      .where(eq(orders.id, order.id))
    // A replayed request gets the page it was first given, not a second Viva order.
    if (reuse && current?.reference)
      return { redirectUrl: deps.viva.checkoutUrl(current.reference) }
    const { settings } = await deps.catalog.view(order.lang, deps.now())
    const { orderCode } = await deps.viva.createOrder({
      amountCents: order.total,
      merchantTrns: String(order.id),
      customerTrns: `${settings.brand} #${order.id}`,
      customer: {
        fullName: order.fullName || `+${order.phone}`,
        phone: `+${order.phone}`,
        requestLang: LOCALE_TAGS[order.lang],
        countryCode: 'BG',
      },
      // Viva's page closes when the order's time to pay is over (orders/expiry.ts).
      paymentTimeoutSeconds: paymentSeconds(current?.payBy ?? null, deps.now()),
    })
    await deps.db
      .insert(paymentAttempts)
      .values({ orderCode, orderId: order.id, createdAt: deps.now() })
    await deps.db.update(orders).set({ paymentReference: orderCode }).where(eq(orders.id, order.id))
    return { redirectUrl: deps.viva.checkoutUrl(orderCode) }
  }
}

/** Viva's default when an order has no deadline of its own; never under a minute to type a card. */
const VIVA_DEFAULT_SECONDS = 1800
const MIN_SECONDS = 60

function paymentSeconds(payBy: Date | null, now: Date): number {
  if (!payBy) return VIVA_DEFAULT_SECONDS
  return Math.max(MIN_SECONDS, Math.ceil((payBy.getTime() - now.getTime()) / 1000))
}

/**
 * Viva's event, read leniently: a field of an unexpected type is as good as absent (the event is
 * acknowledged and ignored); only a body that is no object at all is refused.
 */
const Envelope = z.object({
  EventTypeId: z.number().optional().catch(undefined),
  MessageId: z.string().optional().catch(undefined),
  EventData: z
    .object({ TransactionId: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const EVENT_PAID = 1796
const EVENT_FAILED = 1798

/**
 * Viva's return pages (spec §2: the payment-redirect middleware verifies before anything else) and
 * its webhook. Both only hint; verifyPayment decides, exactly once.
 */
export function paymentRoutes(deps: PaymentDeps) {
  const app = contractApp()
  let webhookKey: string | undefined

  const land = (outcome: 'success' | 'failure') => async (c: Context) => {
    const hint = parseReturnParams(c.req.query())
    const verification = await verifyPayment(deps, hint)
    const lang: Lang = isLang(verification.lang) ? verification.lang : 'bg'
    const paid = verification.paid
    const page = paid ? '/checkout/payment-success' : '/checkout/payment-failure'
    const query = new URLSearchParams({
      ...(verification.orderId ? { order: String(verification.orderId) } : {}),
      ...(paid
        ? {}
        : {
            reason:
              outcome === 'failure' && hint.eventId ? `event_${hint.eventId}` : verification.reason,
          }),
    })
    c.header('Cache-Control', 'no-store')
    return c.redirect(`${localizePath(page, lang)}?${query}`, 302)
  }
  app.openapi(contract.vivaSuccess, land('success'))
  app.openapi(contract.vivaFailure, land('failure'))

  app.openapi(contract.vivaWebhookKey, async (c) => {
    try {
      webhookKey ??= await deps.viva.webhookKey()
    } catch (error) {
      if (!(error instanceof VivaError)) throw error
      // Viva asks again when it sets the webhook up; an outage of its own is no failure of ours.
      deps.log.warn({ event: 'viva_unavailable', status: error.status }, error.message)
      throw new ApiError(503, translate(requestLang(c), 'api.unavailable'))
    }
    return c.json({ Key: webhookKey }, 200)
  })

  app.openapi(contract.vivaWebhook, async (c) => {
    // Anyone can post here, and a plausible event costs a call to Viva: a source is held to what
    // Viva itself would send. (The simulator's deliveries in this process name no source.)
    const source = c.req.header('x-client-ip')
    if (source) {
      const limit = LIMITS.webhooksPerSourceMinute
      const wait = await retryAfter(deps.db, limit, source, deps.now())
      if (wait > 0) {
        throw new ApiError(429, translate(requestLang(c), 'auth.tooMany'), undefined, {
          'Retry-After': String(wait),
        })
      }
      await record(deps.db, limit.bucket, source, deps.now())
    }
    // The order code exceeds 2^53: read it from the text, not from a parsed number.
    const text = await c.req.text()
    const envelope = Envelope.safeParse(parseJson(text))
    if (!envelope.success) return c.json({ received: false }, 400)
    const { EventTypeId, MessageId, EventData } = envelope.data
    const messageId = MessageId?.slice(0, 100)
    const orderCode = /"OrderCode"\s*:\s*"?(\d{1,30})"?/.exec(text)?.[1]
    if (!messageId || (EventTypeId !== EVENT_PAID && EventTypeId !== EVENT_FAILED)) {
      return c.json({ received: true }, 200)
    }
    const [seen] = await deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.messageId, messageId))
    if (seen) return c.json({ received: true }, 200)
    const verification = await verifyPayment(deps, {
      transactionId: EventData?.TransactionId,
      orderCode,
    })
    // A failed check (Viva unreachable) is not recorded, so Viva's retry gets another chance.
    if (verification.reason !== 'unverified') {
      await deps.db
        .insert(paymentEvents)
        .values({ messageId, orderId: verification.orderId, receivedAt: deps.now() })
        .onConflictDoNothing()
    }
    return c.json({ received: true }, verification.reason === 'unverified' ? 503 : 200)
  })
  return app
}
