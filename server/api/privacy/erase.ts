import { randomBytes } from 'node:crypto'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import { addBonus, bonusBalance } from '#server/api/bonuses/ledger'
import { keepWelcomed, type PhoneTag } from '#server/api/bonuses/welcome'
import { ApiError } from '#server/api/errors'
import { revokeCustomerShares } from '#server/api/orders/shares'
import type { Database } from '#server/db/client'
import {
  bonusLedger,
  customers,
  idempotencyKeys,
  orders,
  otpChallenges,
  pushSubscriptions,
  reviews,
  sessions,
} from '#server/db/schema'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'

/** An order in one of these is over: nothing of it waits on the customer any more. */
const FINISHED = ['completed', 'cancelled']

export type Erased = { forfeited: number }

/** An address with nothing left in it: the order keeps its zone, not the door. */
export const NO_ADDRESS = { street: '', entrance: '', floor: '', apartment: '', note: '' }

/**
 * GDPR art. 17: deletes customer `id`'s account in one transaction. Sessions end, the profile,
 * addresses, review texts, codes and order links go, the bonus balance is forfeited, and the orders stay (the
 * Accountancy Act keeps their amounts) without address or comment, held by a row that no longer
 * names anyone, so the phone number signs up as a new customer (not welcomed twice). An order still under way refuses
 * it (409): the kitchen and the courier need the name and the address. Null when there is no such
 * customer; otherwise the bonus cents forfeited. `record` runs in the same transaction (the audit
 * log of a deletion staff made).
 */
export async function eraseCustomer(
  db: Database,
  { id, lang, now, phoneTag }: { id: number; lang: Lang; now: Date; phoneTag: PhoneTag },
  record?: (tx: Database, erased: Erased) => Promise<void>,
): Promise<Erased | null> {
  return db.transaction(async (tx) => {
    // The row lock queues a second deletion (and a bonus movement) behind this one.
    const [customer] = await tx.select().from(customers).where(eq(customers.id, id)).for('update')
    if (!customer || customer.deletedAt) return null
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, id), notInArray(orders.status, FINISHED)))
      .limit(1)
    if (open) throw new ApiError(409, translate(lang, 'privacy.openOrders', { id: open.id }))

    await keepWelcomed(tx, customer, phoneTag, now)
    const { balance } = await bonusBalance(tx, id)
    await addBonus(
      tx,
      { customerId: id, amount: -balance, kind: 'forfeit', status: 'available' },
      now,
    )
    await tx
      .update(bonusLedger)
      .set({ status: 'reversed' })
      .where(and(eq(bonusLedger.customerId, id), eq(bonusLedger.status, 'pending')))
    await tx
      .update(orders)
      .set({
        comment: '',
        address: sql`case when ${orders.address} is null then null else ${JSON.stringify(NO_ADDRESS)}::jsonb end`,
      })
      .where(eq(orders.customerId, id))
    await tx.update(reviews).set({ text: '' }).where(eq(reviews.customerId, id))
    // A link she gave a friend or an assistant would still follow her orders.
    await revokeCustomerShares(tx, id, now)
    await tx.delete(sessions).where(eq(sessions.customerId, id))
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, id))
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, id))
    await tx.delete(otpChallenges).where(eq(otpChallenges.phone, customer.phone))
    await tx
      .update(customers)
      .set({
        // Not a phone number (sign-in keeps digits only), so never one that signs in.
        phone: `deleted-${id}`,
        name: '',
        surname: '',
        birthday: null,
        referrerId: null,
        // A code nobody was given: the old link no longer names anyone.
        referralCode: `deleted-${randomBytes(9).toString('base64url')}`,
        statusSms: false,
        addresses: [],
        company: null,
        deletedAt: now,
      })
      .where(eq(customers.id, id))
    const erased = { forfeited: balance }
    await record?.(tx, erased)
    return erased
  })
}
