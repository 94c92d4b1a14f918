import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { addBonus, settleCashback } from '#server/api/bonuses/ledger'
import { rewardReferrer } from '#server/api/bonuses/referral'
import { giveUsesBack } from '#server/api/offers/store'
import type { Database } from '#server/db/client'
import { orderEvents, orders } from '#server/db/schema'
import { type OrderStatus, STATUS_TRANSITIONS } from '#shared/checkout'
import type { BonusRules } from '#shared/contract/bonuses'
import { paidForDishes } from '#shared/offers'
import { publishOrderEvent } from './events'
import type { FollowUps } from './follow-ups'
import { scheduleStatusText } from './status-sms'

type Order = typeof orders.$inferSelect

/**
 * Moves an order from one of `from` to `to`, once: a conditional update decides, so parallel
 * callers (a payment return racing its webhook) change it exactly one time. Returns the order
 * if this call moved it.
 */
export async function moveOrder(
  db: Database,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
  now: Date,
  note = '',
): Promise<Order | null> {
  const [moved] = await db
    .update(orders)
    .set({ status: to, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning()
  if (!moved) return null
  await db.insert(orderEvents).values({ orderId, status: to, note, at: now })
  await publishOrderEvent(db, to === 'paid' ? 'order.paid' : 'order.status', moved, now)
  return moved
}

/** Cashback on what the customer paid for the dishes (shared/offers.ts). */
export const cashback = (
  order: Pick<Order, 'subtotal' | 'bonusSpent' | 'offers'>,
  rules: BonusRules,
) => Math.floor((paidForDishes(order) * rules.cashbackPercent) / 100)

/**
 * Card payment verified: paid, with pending cashback and the kitchen's alerts, in one
 * transaction. The paying transaction is kept: a cancellation refunds it.
 */
export async function markPaid(
  db: Database,
  followUps: FollowUps,
  orderId: number,
  rules: BonusRules,
  now: Date,
  transactionId: string,
) {
  return db.transaction(async (tx) => {
    const order = await moveOrder(
      tx,
      orderId,
      ['awaiting_payment', 'payment_failed'],
      'paid',
      now,
      `viva ${transactionId}`,
    )
    if (!order) return false
    await tx
      .update(orders)
      .set({ paymentTransactionId: transactionId })
      .where(eq(orders.id, orderId))
    await addBonus(
      tx,
      {
        customerId: order.customerId,
        amount: cashback(order, rules),
        kind: 'cashback',
        status: 'pending',
        orderId,
      },
      now,
    )
    await followUps.toCook(tx, orderId)
    return true
  })
}

/**
 * Moves an order on (staff, or an unpaid order's expiry); completing and cancelling settle its
 * bonuses, and a status worth a text schedules it, in the same transaction. `onlyFrom` narrows the
 * statuses it may leave (an expiry cancels only an order still unpaid).
 */
export async function changeStatus(
  db: Database,
  followUps: FollowUps,
  move: {
    orderId: number
    to: OrderStatus
    rules: BonusRules
    now: Date
    note?: string
    onlyFrom?: readonly OrderStatus[]
  },
) {
  const { orderId, to, rules, now, note = '' } = move
  return db.transaction(async (tx) => {
    // Serialises changes to one order, so the allowed move below is checked against the latest status.
    await tx.execute(sql`select id from orders where id = ${orderId} for update`)
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (!current) return { ok: false as const, reason: 'not_found' as const }
    const from = current.status as OrderStatus
    if (!STATUS_TRANSITIONS[from].includes(to) || (move.onlyFrom && !move.onlyFrom.includes(from)))
      return { ok: false as const, reason: 'transition' as const, from }
    // A held order goes nowhere but to its confirmation (confirmOrder) or its cancellation.
    if (current.awaitingConfirmation && to !== 'cancelled')
      return { ok: false as const, reason: 'unconfirmed' as const, from }
    // A delivery leaves with someone: no courier would see it on their round otherwise.
    if (to === 'on_the_way' && current.orderType === 'delivery' && current.courierId === null)
      return { ok: false as const, reason: 'no_courier' as const, from }
    const order = (await moveOrder(tx, orderId, [from], to, now, note))!
    const paidOnDelivery = order.paymentType !== 'card_online'
    if (to === 'completed') {
      await rewardReferrer(tx, order, rules, now)
      if (paidOnDelivery) {
        // Paid at the door: the cashback comes now, spendable at once.
        await addBonus(
          tx,
          {
            customerId: order.customerId,
            amount: cashback(order, rules),
            kind: 'cashback',
            status: 'available',
            orderId,
          },
          now,
        )
      } else {
        await settleCashback(tx, orderId, 'available')
      }
    }
    if (to === 'cancelled') {
      // No referral reward to take back: a friend's order rewards only once completed.
      await settleCashback(tx, orderId, 'reversed')
      await giveUsesBack(tx, orderId)
      await addBonus(
        tx,
        {
          customerId: order.customerId,
          amount: order.bonusSpent,
          kind: 'refund',
          status: 'available',
          orderId,
        },
        now,
      )
    }
    await scheduleStatusText(followUps.jobs, tx, order, now)
    return { ok: true as const, order, from }
  })
}

/**
 * A manager confirmed a held order with its customer: the kitchen sees it from now on. Null when
 * there is no such order; false when it was not waiting (confirmed already, or over).
 */
export async function confirmOrder(db: Database, orderId: number, now: Date) {
  const [confirmed] = await db
    .update(orders)
    .set({ awaitingConfirmation: false, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.awaitingConfirmation, true),
        notInArray(orders.status, ['completed', 'cancelled']),
      ),
    )
    .returning()
  if (confirmed) {
    await publishOrderEvent(db, 'order.confirmed', confirmed, now)
    return true
  }
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
  return exists ? false : null
}
