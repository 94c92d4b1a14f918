import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { bonusLedger, orders } from '#server/db/schema'

export type BonusKind =
  | 'welcome'
  | 'cashback'
  | 'spend'
  | 'refund'
  | 'referral'
  | 'review'
  | 'reversal'
  | 'birthday'
  /** The balance an account lost when it was deleted (privacy/erase.ts). */
  | 'forfeit'
export type BonusStatus = 'pending' | 'available' | 'reversed'

/** What a customer can spend now (pending cashback is not spendable yet). */
export async function bonusBalance(
  db: Database,
  customerId: number,
): Promise<{ balance: number; pending: number }> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(case when ${bonusLedger.status} = 'available' then ${bonusLedger.amount} else 0 end), 0)::int`,
      pending: sql<number>`coalesce(sum(case when ${bonusLedger.status} = 'pending' then ${bonusLedger.amount} else 0 end), 0)::int`,
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.customerId, customerId))
  return { balance: row?.balance ?? 0, pending: row?.pending ?? 0 }
}

export async function addBonus(
  db: Database,
  entry: {
    customerId: number
    amount: number
    kind: BonusKind
    status: BonusStatus
    orderId?: number | null
  },
  now: Date,
) {
  if (entry.amount === 0) return
  await db.insert(bonusLedger).values({ ...entry, orderId: entry.orderId ?? null, createdAt: now })
}

/** Pending cashback of an order becomes spendable (completed) or is reversed (cancelled, refunded). */
export async function settleCashback(
  db: Database,
  orderId: number,
  outcome: 'available' | 'reversed',
) {
  await db
    .update(bonusLedger)
    .set({ status: outcome })
    .where(
      and(
        eq(bonusLedger.orderId, orderId),
        eq(bonusLedger.kind, 'cashback'),
        eq(bonusLedger.status, 'pending'),
      ),
    )
}

/**
 * The customer's movements, newest first. An entry names its order only when the order is the
 * customer's own: a referral reward stems from a friend's order, which is not theirs to see.
 */
export async function bonusHistory(db: Database, customerId: number) {
  return db
    .select({
      id: bonusLedger.id,
      amount: bonusLedger.amount,
      kind: bonusLedger.kind,
      status: bonusLedger.status,
      orderId: orders.id,
      createdAt: bonusLedger.createdAt,
    })
    .from(bonusLedger)
    .leftJoin(
      orders,
      and(eq(orders.id, bonusLedger.orderId), eq(orders.customerId, bonusLedger.customerId)),
    )
    .where(eq(bonusLedger.customerId, customerId))
    .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
    .limit(200)
}
