import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import { orders, paymentAttempts, paymentEvents } from '#server/db/schema'
import * as contract from '#shared/contract/payments'
import { translate } from '#shared/i18n'
import { isLang, type Lang, LOCALE_TAGS, localizePath } from '#shared/locales'
import { LIMITS, record, retryAfter } from '../auth/rate-limit'
import type { CatalogStore } from '../catalog/store'
import { contractApp } from '../contract'
import { ApiError } from '../errors'
import type { PaymentStarter } from '../orders/routes'
import { requestLang } from '../validate'
import { verifyPayment } from './verify'
import { parseReturnParams, type VivaClient } from './viva'

export type PaymentDeps = {
  db: Database
  viva: VivaClient
  catalog: CatalogStore
  now: () => Date
  log: Logger
  /** Tells the restaurant about an order once it is paid. */
  announceOrder?: ((orderId: number) => void) | undefined
  /** Tells analytics of a paid order (GA4's purchase), once. */
  purchased?: ((orderId: number) => void) | undefined
}

/** Creates the Viva order of one of our orders and answers where the customer pays. */
export function vivaPaymentStarter(deps: PaymentDeps): PaymentStarter {
  return async (order, reuse) => {
    const [current] = await deps.db
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.id, order.id))
    // A replayed request gets the page it was first given, not a second Viva order.
    if (reuse && current?.reference)
      return { redirectUrl: deps.viva.checkoutUrl(current.reference) }
    const { settings } = await deps.catalog.view(order.lang)
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
      paymentTimeoutSeconds: 1800,
    })
    await deps.db
      .insert(paymentAttempts)
      .values({ orderCode, orderId: order.id, createdAt: deps.now() })
    await deps.db.update(orders).set({ paymentReference: orderCode }).where(eq(orders.id, order.id))
    return { redirectUrl: deps.viva.checkoutUrl(orderCode) }
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
    webhookKey ??= await deps.viva.webhookKey()
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
    let envelope: {
      EventTypeId?: number
      MessageId?: string
      EventData?: { TransactionId?: string }
    }
    try {
      envelope = JSON.parse(text)
    } catch {
      return c.json({ received: false }, 400)
    }
    const messageId =
      typeof envelope.MessageId === 'string' ? envelope.MessageId.slice(0, 100) : undefined
    const orderCode = /"OrderCode"\s*:\s*"?(\d{1,30})"?/.exec(text)?.[1]
    if (
      !messageId ||
      (envelope.EventTypeId !== EVENT_PAID && envelope.EventTypeId !== EVENT_FAILED)
    ) {
      return c.json({ received: true }, 200)
    }
    const [seen] = await deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.messageId, messageId))
    if (seen) return c.json({ received: true }, 200)
    const verification = await verifyPayment(deps, {
      transactionId: envelope.EventData?.TransactionId,
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
