import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { offerCodes, offers, offerUses, orders } from '#server/db/schema'
import { type AppliedOffer, normalCode, type Offer } from '#shared/offers'
import { hasBatchCodes } from './codes'

// The offers an order can get and the facts about its customer the limits need, read from the
// database for the pure rule (shared/offers.ts); and the uses an order takes and gives back.

/** What the rule needs beside the order: the offers that may apply and the customer's facts. */
export type OfferContext = {
  offers: Offer[]
  firstOrder: boolean
  uses: Map<number, { customer: number; total: number }>
  /** The typed code when it is a batch's single-use one (shared/offers.ts OfferOrder). */
  batchCode: { offerId: number; spent: boolean } | null
}

/**
 * The switched-on automatic offers and the one whose code was typed, with this customer's facts.
 * With `lock` (in a placement's transaction) the offers with a total limit are locked first, in id
 * order, so parallel placements count their uses one after the other: the last use is granted once.
 * A batch's single-use code typed is locked before them: a second placement with it waits for the
 * first, then reads it spent.
 */
export async function offerContext(
  db: Database,
  /** Null for a caller on the phone who has no account yet: their first order. */
  customerId: number | null,
  code: string | undefined,
  lock = false,
): Promise<OfferContext> {
  const typed = code ? normalCode(code) : ''
  const batchQuery = db
    .select({ offerId: offerCodes.offerId, orderId: offerCodes.orderId })
    .from(offerCodes)
    .where(eq(offerCodes.code, typed))
  const [batch] = typed ? await (lock ? batchQuery.for('update') : batchQuery) : []
  const which = and(
    eq(offers.active, true),
    typed
      ? or(isNull(offers.code), eq(offers.code, typed), eq(offers.id, batch?.offerId ?? 0))
      : isNull(offers.code),
  )
  if (lock) {
    await db.execute(
      sql`select id from ${offers} where ${which} and ${isNotNull(offers.totalLimit)} order by id for update`,
    )
  }
  const rows = await db
    .select({
      ...getTableColumns(offers),
      batch: hasBatchCodes,
    })
    .from(offers)
    .where(which)
  const ids = rows.map((row) => row.id)
  const [uses, [earlier]] = await Promise.all([
    ids.length
      ? db
          .select({
            offerId: offerUses.offerId,
            total: count(),
            customer: sql<number>`count(*) filter (where ${offerUses.customerId} = ${customerId ?? 0})`,
          })
          .from(offerUses)
          .where(inArray(offerUses.offerId, ids))
          .groupBy(offerUses.offerId)
      : [],
    customerId === null
      ? []
      : db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')))
          .limit(1),
  ])
  return {
    offers: rows.map(({ active: _, ...offer }) => offer),
    batchCode: batch ? { offerId: batch.offerId, spent: batch.orderId !== null } : null,
    firstOrder: !earlier,
    uses: new Map(
      uses.map((u) => [u.offerId, { customer: Number(u.customer), total: Number(u.total) }]),
    ),
  }
}

/** In the placement's transaction: the order takes one use of each offer it got, and its batch code. */
export async function takeUses(
  tx: Database,
  order: { id: number; customerId: number },
  applied: readonly AppliedOffer[],
) {
  if (!applied.length) return
  await tx.insert(offerUses).values(
    applied.map((offer) => ({
      offerId: offer.offerId,
      orderId: order.id,
      customerId: order.customerId,
      amount: offer.amount,
    })),
  )
  const codes = applied.flatMap((offer) => (offer.code ? [offer.code] : []))
  if (codes.length) {
    await tx
      .update(offerCodes)
      .set({ orderId: order.id })
      .where(and(inArray(offerCodes.code, codes), isNull(offerCodes.orderId)))
  }
}

/** A cancelled order gives its uses back: the code works again, the limit has room again. */
export async function giveUsesBack(tx: Database, orderId: number) {
  await tx.delete(offerUses).where(eq(offerUses.orderId, orderId))
  await tx.update(offerCodes).set({ orderId: null }).where(eq(offerCodes.orderId, orderId))
}
