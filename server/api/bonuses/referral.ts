import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { bonusLedger, customers, orders } from '#server/db/schema'
import type { BonusRules } from '#shared/contract/bonuses'
import { addBonus } from './ledger'

// The referral rules (docs/bonuses.md): a new customer names the referrer once, never themselves;
// the referrer is rewarded once per friend, when the friend's first order is completed.

/**
 * Takes `referrerId` as the customer's referrer while the profile was never saved (the referral
 * cookie is named on the first save, by whichever page makes it). A referrer once set stays.
 */
export async function adoptReferrer(
  db: Database,
  customer: { id: number; name: string; referrerId: number | null },
  referrerId: number | null | undefined,
) {
  if (!referrerId || customer.referrerId || customer.name || referrerId === customer.id) return
  const [referrer] = await db
    .select({ id: customers.id })
    .from(customers)
    // A deleted account invites nobody.
    .where(and(eq(customers.id, referrerId), isNull(customers.deletedAt)))
  if (!referrer) return
  await db
    .update(customers)
    .set({ referrerId })
    .where(
      and(
        eq(customers.id, customer.id),
        isNull(customers.referrerId),
        ne(customers.id, referrerId),
      ),
    )
}

/**
 * The referrer's reward for the friend's first completed order, card or cash alike. Completed is
 * final (no order leaves it), so a reward is never taken back: an order cancelled or refunded
 * before that rewards nobody, and the friend's next completed order still counts.
 */
export async function rewardReferrer(
  db: Database,
  order: { id: number; customerId: number },
  rules: BonusRules,
  now: Date,
) {
  // Two first orders completed at once must not both reward: the friend's row serialises them. (No
  // key update: the ledger's foreign key share-locks the same row, and that must not deadlock.)
  await db.execute(sql`select id from customers where id = ${order.customerId} for no key update`)
  const [customer] = await db
    .select({ referrerId: customers.referrerId })
    .from(customers)
    .where(eq(customers.id, order.customerId))
  if (!customer?.referrerId) return
  const [already] = await db
    .select({ id: bonusLedger.id })
    .from(bonusLedger)
    .innerJoin(orders, eq(orders.id, bonusLedger.orderId))
    .where(and(eq(bonusLedger.kind, 'referral'), eq(orders.customerId, order.customerId)))
    .limit(1)
  if (already) return
  await addBonus(
    db,
    {
      customerId: customer.referrerId,
      amount: rules.referralBonus,
      kind: 'referral',
      status: 'available',
      orderId: order.id,
    },
    now,
  )
}
