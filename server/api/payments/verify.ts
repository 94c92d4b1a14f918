import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { CatalogStore } from '#server/api/catalog/store'
import { openRefund, runRefund } from '#server/api/operator/orders/refunds'
import type { FollowUps } from '#server/api/orders/follow-ups'
import { markPaid, moveOrder } from '#server/api/orders/status'
import type { Database } from '#server/db/client'
import { orders, paymentAttempts } from '#server/db/schema'
import { type VivaClient, VivaError } from './viva'

export type Verification = { orderId: number | null; lang: string; paid: boolean; reason: string }

const EUR = '978'

/**
 * A return or a webhook is only a hint (security.md §0.4): the order is paid when the transaction
 * fetched from Viva is completed (F) for exactly the order's total in EUR, under its order code and
 * with our order id as merchantTrns. Any doubt leaves it awaiting payment: it fails closed.
 */
export async function verifyPayment(
  deps: {
    db: Database
    viva: VivaClient
    catalog: CatalogStore
    now: () => Date
    log: Logger
    followUps: FollowUps
    /** Tells analytics of a paid order (GA4's purchase), once. */
    purchased?: ((orderId: number) => void) | undefined
  },
  hint: { transactionId?: string | undefined; orderCode?: string | undefined },
): Promise<Verification> {
  const { db, log } = deps
  // Any Viva order made for one of ours may be the one paid (a retry makes a new one).
  const [attempt] = hint.orderCode
    ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderCode, hint.orderCode))
    : []
  const [order] = attempt
    ? await db.select().from(orders).where(eq(orders.id, attempt.orderId))
    : []
  if (!order) return { orderId: null, lang: 'bg', paid: false, reason: 'unknown_order' }
  const result = (paid: boolean, reason: string): Verification => ({
    orderId: order.id,
    lang: order.lang,
    paid,
    reason,
  })
  if (order.paidAt) return result(true, 'already_paid')
  if (!hint.transactionId) return result(false, 'no_transaction')

  let transaction: Awaited<ReturnType<VivaClient['retrieveTransaction']>>
  try {
    transaction = await deps.viva.retrieveTransaction(hint.transactionId)
  } catch (error) {
    // Viva's 404 is an answer: no such transaction (a forged or mistaken hint), not an outage.
    if (error instanceof VivaError && error.status === 404) {
      log.info(
        { event: 'payment_unknown_transaction', orderId: order.id },
        'payment names a transaction Viva does not know',
      )
      return result(false, 'no_such_transaction')
    }
    log.warn({ err: error, orderId: order.id }, 'payment verification failed: Viva unreachable')
    return result(false, 'unverified')
  }
  const mismatch =
    transaction.orderCode !== attempt!.orderCode
      ? 'order_code'
      : transaction.merchantTrns !== String(order.id)
        ? 'merchant_trns'
        : transaction.amountCents !== order.total
          ? 'amount'
          : transaction.currencyCode !== EUR
            ? 'currency'
            : null
  if (mismatch) {
    log.warn(
      { event: 'payment_mismatch', orderId: order.id, field: mismatch },
      'payment does not match the order',
    )
    return result(false, `mismatch_${mismatch}`)
  }
  const now = deps.now()
  if (transaction.statusId !== 'F') {
    if (transaction.statusId === 'E')
      await moveOrder(db, order.id, ['awaiting_payment'], 'payment_failed', now, 'declined')
    return result(false, `status_${transaction.statusId}`)
  }
  const { bonusRules } = await deps.catalog.view('bg', now)
  const txId = transaction.transactionId
  if (await markPaid(db, deps.followUps, order.id, bonusRules, now, txId)) {
    log.info({ event: 'order_paid', orderId: order.id, amount: order.total }, 'order paid')
    deps.purchased?.(order.id)
    return result(true, 'paid')
  }
  const refund = await refundIfCancelled(db, order.id, txId, now)
  if (refund === null) return result(true, 'already_paid')
  log.warn({ event: 'payment_after_cancel', orderId: order.id }, 'payment for a cancelled order')
  if (refund) await runRefund(deps, refund, { staffId: null, ip: null, at: now })
  return result(false, 'refunded')
}

/**
 * The payment completed while the order was being cancelled (its time to pay ran out, or its
 * customer gave up): the cancellation won on the order's row, so the money goes back at once.
 * Null when the order was not cancelled (paid already); false when its refund was opened before.
 */
async function refundIfCancelled(db: Database, orderId: number, transactionId: string, at: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${orderId} for update`)
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (order?.status !== 'cancelled') return null
    if (order.paidAt) return false
    const [received] = await tx
      .update(orders)
      .set({ paidAt: at, paymentTransactionId: transactionId, updatedAt: at })
      .where(eq(orders.id, orderId))
      .returning()
    return (await openRefund(tx, received!, null, at)) ?? false
  })
}
