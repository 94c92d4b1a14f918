import { and, eq, gt, lt, or } from 'drizzle-orm'
import type { Logger } from 'pino'
import { audit } from '#server/api/operator/staff/audit'
import { publishOrderEvent } from '#server/api/orders/events'
import type { VivaClient } from '#server/api/payments/viva'
import type { Database } from '#server/db/client'
import { orderFixes, orders, refunds } from '#server/db/schema'

// The card refund of a cancelled order. The cancellation commits first and opens the refund; Viva
// is called after, outside any transaction. A refund that failed (Viva unreachable or refusing)
// stays on the order for another try: money is never sent back twice for one order.

type Refund = typeof refunds.$inferSelect
type Order = typeof orders.$inferSelect

export type RefundDeps = { db: Database; viva?: VivaClient | undefined; log: Logger }

/** A pending refund left alone this long is taken to have died with its process. */
const STUCK_MS = 5 * 60 * 1000

/** Whether cancelling this order sends money back: it was paid by card. */
export function refundDue(order: Order): boolean {
  return order.paymentType === 'card_online' && order.paidAt !== null
}

/**
 * Opens the refund of a paid card order in the cancellation's transaction; null when none is due.
 * `staffId` is null when nobody asked: a payment that arrived for a cancelled order.
 */
export async function openRefund(
  db: Database,
  order: Order,
  staffId: number | null,
  at: Date,
): Promise<Refund | null> {
  if (!refundDue(order)) return null
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId: order.id,
      transactionId: order.paymentTransactionId ?? '',
      amount: order.total,
      status: 'pending',
      staffId,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning()
  return refund ?? null
}

/** Another try at a failed (or stuck) refund; null when the order has none to try. */
export async function claimRetry(db: Database, orderId: number, at: Date): Promise<Refund | null> {
  const [refund] = await db
    .update(refunds)
    .set({ status: 'pending', updatedAt: at })
    .where(
      and(
        eq(refunds.orderId, orderId),
        or(
          eq(refunds.status, 'failed'),
          and(
            eq(refunds.status, 'pending'),
            lt(refunds.updatedAt, new Date(at.getTime() - STUCK_MS)),
          ),
        ),
      ),
    )
    .returning()
  return refund ?? null
}

/** Asks Viva for the refund and records how it went, with the staff member who asked. */
export async function runRefund(
  deps: RefundDeps,
  refund: Refund,
  by: { staffId: number | null; ip: string | null; at: Date },
): Promise<Refund> {
  let status: 'completed' | 'failed' = 'failed'
  let refundTransactionId: string | null = null
  try {
    if (!deps.viva || !refund.transactionId) throw new Error('no card payment to refund')
    // An earlier try may have reached Viva and lost its answer: a refunded charge is done, unless
    // staff refunded part of it before (a fix): then only Viva knows, and refuses more than is left.
    const charge = await deps.viva.retrieveTransaction(refund.transactionId)
    if (charge.statusId !== 'R' || (await partlyRefunded(deps.db, refund.orderId))) {
      const answer = await deps.viva.refundTransaction(refund.transactionId, refund.amount)
      refundTransactionId = answer.refundTransactionId
    }
    status = 'completed'
  } catch (error) {
    deps.log.warn({ err: error, orderId: refund.orderId }, 'refund failed')
  }
  const updated = await deps.db.transaction(async (tx) => {
    await audit(tx, {
      staffId: by.staffId,
      action: 'order.refund',
      target: { type: 'order', id: refund.orderId },
      after: { status, amount: refund.amount },
      details: refundTransactionId ? { refundTransactionId } : null,
      ip: by.ip,
      at: by.at,
    })
    const [row] = await tx
      .update(refunds)
      .set({ status, refundTransactionId, updatedAt: by.at })
      .where(eq(refunds.id, refund.id))
      .returning()
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId))
    if (order) await publishOrderEvent(tx, 'order.refund', order, by.at)
    return row!
  })
  deps.log.info(
    { event: 'order_refund', orderId: refund.orderId, status, amount: refund.amount },
    'refund',
  )
  return updated
}

/** Whether a fix of the order refunded part of its payment (operator/orders/fixes.ts). */
async function partlyRefunded(db: Database, orderId: number): Promise<boolean> {
  const [fix] = await db
    .select({ id: orderFixes.id })
    .from(orderFixes)
    .where(
      and(
        eq(orderFixes.orderId, orderId),
        eq(orderFixes.status, 'done'),
        gt(orderFixes.refundAmount, 0),
      ),
    )
    .limit(1)
  return fix !== undefined
}

export function refundView(refund: Refund) {
  return {
    status: refund.status,
    amount: refund.amount,
    refundTransactionId: refund.refundTransactionId,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  }
}
