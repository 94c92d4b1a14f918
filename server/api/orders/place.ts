import { createHash } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { addBonus, bonusBalance } from '#server/api/bonuses/ledger'
import type { CatalogView } from '#server/api/catalog/store'
import { versionsInForce } from '#server/api/legal/versions'
import { offerContext, takeUses } from '#server/api/offers/store'
import type { Database } from '#server/db/client'
import { customers, idempotencyKeys, orderEvents, orderLines, orders } from '#server/db/schema'
import type { Company } from '#shared/company'
import type { OrderRequest } from '#shared/contract/orders'
import type { Lang } from '#shared/locales'
import { publishOrderEvent } from './events'
import { scheduleExpiry } from './expiry'
import type { FollowUps } from './follow-ups'
import { needsConfirmation, openOrderProblems, openOrders } from './open-orders'
import { type OrderPricing, type Problems, priceOrder, SLOT_FULL } from './pricing'
import { promiseFor } from './promise'
import { rememberAddress } from './saved-addresses'

export type Placement =
  | { kind: 'placed'; orderId: number; replayed: boolean }
  | { kind: 'in-flight' }
  | { kind: 'key-reused' }
  | { kind: 'invalid'; problems: Problems; pricing: OrderPricing }

/** A canonical hash of the body: the same request in another key order is the same request. */
export function requestHash(request: OrderRequest): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex')
}

/**
 * A claim still without its order after this long belongs to a request that died (a kill -9 or a
 * lost machine between the claim and the order's commit): far beyond any order's transaction.
 */
export const STALE_CLAIM_MS = 30_000

/**
 * Places an order exactly once per Idempotency-Key (IETF draft: the same key and body give the same
 * order, another body is refused, a retry while the first runs is told so). The key is claimed in
 * its own short transaction, so a parallel duplicate sees it at once; the order, its lines, the
 * bonus spend and what it leaves for later (the kitchen's alerts, or a card order's expiry) are one
 * transaction under a lock on the customer, so a balance never goes negative.
 */
export async function placeOrder(
  db: Database,
  followUps: FollowUps,
  view: CatalogView,
  input: {
    customerId: number
    key: string
    /** With the company to invoice when the customer asked for one. */
    request: OrderRequest & { invoice?: Company | null }
    lang: Lang
    now: Date
    /** The staff member who took it on the phone; none for the shop's own orders. */
    placedBy?: number
    /** Opened from an assistant's valid checkout link (issue 38). */
    fromAssistant?: boolean
  },
): Promise<Placement> {
  const { customerId, key, request, now } = input
  const hash = requestHash(request)
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  const thisKey = and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key))
  if (!claimed.length) {
    const [existing] = await db.select().from(idempotencyKeys).where(thisKey)
    if (!existing) return { kind: 'in-flight' }
    if (existing.requestHash !== hash) return { kind: 'key-reused' }
    if (existing.orderId !== null)
      return { kind: 'placed', orderId: existing.orderId, replayed: true }
    if (now.getTime() - existing.createdAt.getTime() < STALE_CLAIM_MS) return { kind: 'in-flight' }
    // A stale claim: its request died before its order committed (nothing of it was stored). One
    // retry takes it over; the update waits while a live order transaction holds the claim, and
    // then finds the order there and changes nothing.
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          thisKey,
          isNull(idempotencyKeys.orderId),
          eq(idempotencyKeys.createdAt, existing.createdAt),
        ),
      )
      .returning({ key: idempotencyKeys.key })
    if (!taken.length) {
      const [settled] = await db.select().from(idempotencyKeys).where(thisKey)
      return settled?.orderId
        ? { kind: 'placed', orderId: settled.orderId, replayed: true }
        : { kind: 'in-flight' }
    }
  }
  try {
    const result = await db.transaction(async (tx) => {
      // The claim is this transaction's while it runs: a takeover of it waits for the outcome.
      await tx.execute(
        sql`select 1 from ${idempotencyKeys} where ${idempotencyKeys.customerId} = ${customerId} and ${idempotencyKeys.key} = ${key} for update`,
      )
      await tx.execute(sql`select id from customers where id = ${customerId} for no key update`)
      const { balance } = await bonusBalance(tx, customerId)
      const taker = input.placedBy === undefined ? 'shop' : 'phone'
      // After the customer's lock, and with the limited offers locked: their uses count exactly.
      const offers = await offerContext(tx, customerId, request.promoCode, true)
      const pricing = priceOrder(view, request, balance, now, offers, taker)
      // Read under the customer's lock: parallel orders of one customer each see the ones before.
      const open = await openOrders(tx, customerId)
      // Staff on the phone are speaking with the customer: the cap is for orders nobody talked over.
      if (taker === 'shop')
        Object.assign(pricing.problems, openOrderProblems(open, request, view.orderLimits))
      if (Object.keys(pricing.problems).length)
        return { kind: 'invalid' as const, problems: pricing.problems, pricing }
      const promised = await promiseFor(tx, view, pricing, now, true)
      if (promised.slotFull)
        return { kind: 'invalid' as const, problems: { time: SLOT_FULL }, pricing }
      const byCard = request.paymentType === 'card_online'
      const status = byCard ? 'awaiting_payment' : 'new'
      const payBy = byCard ? new Date(now.getTime() + view.orderLimits.payMinutes * 60_000) : null
      // A large order, or one that makes the customer's open orders large together, is taken and
      // held from the kitchen until a manager has called the customer. A card order pays first, as
      // every card order does (the checkout goes on to Viva at once): the hold is a flag beside the
      // status, not a status, so paying moves it as usual, and a cancelled one is refunded like any
      // paid order.
      const awaitingConfirmation = needsConfirmation(open, pricing.total, view.orderLimits)
      const promisedAt = promised.at ?? now
      const agreed = await versionsInForce(tx, ['terms', 'privacy'])
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          status,
          orderType: request.orderType,
          regionId: pricing.region?.id ?? null,
          restaurantId: pricing.kitchen?.id ?? null,
          address: request.orderType === 'delivery' ? (request.address ?? null) : null,
          point: request.orderType === 'delivery' ? (request.point ?? null) : null,
          scheduledFor: pricing.scheduledFor,
          promisedAt,
          paymentType: request.paymentType,
          payBy,
          persons: request.persons,
          comment: request.comment,
          lang: input.lang,
          source:
            input.placedBy !== undefined ? 'phone' : input.fromAssistant ? 'assistant' : 'web',
          placedBy: input.placedBy ?? null,
          subtotal: pricing.subtotal,
          deliveryFee: pricing.deliveryFee,
          discount: pricing.discount,
          offers: pricing.offers,
          bonusSpent: pricing.bonusSpent,
          total: pricing.total,
          awaitingConfirmation,
          termsVersion: agreed.terms,
          privacyVersion: agreed.privacy,
          invoiceRequest: request.invoice ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      const orderId = order!.id
      await tx.insert(orderLines).values(
        pricing.lines.map((line) => ({
          orderId,
          productId: line.id,
          name: line.name ?? '',
          image: line.image ?? '',
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          modifiers: line.modifiers,
          allergens: line.allergens,
          total: line.total,
        })),
      )
      await tx.insert(orderEvents).values({ orderId, status, at: now })
      await takeUses(tx, order!, pricing.offers)
      // The checkout offers it next time (GET /api/addresses, GET /api/profile/company).
      if (order!.address) {
        await rememberAddress(tx, customerId, {
          regionId: order!.regionId,
          ...order!.address,
          name: '',
          point: order!.point,
        })
      }
      if (request.invoice) {
        await tx
          .update(customers)
          .set({ company: request.invoice })
          .where(eq(customers.id, customerId))
      }
      await publishOrderEvent(tx, 'order.created', order!, now)
      await addBonus(
        tx,
        { customerId, amount: -pricing.bonusSpent, kind: 'spend', status: 'available', orderId },
        now,
      )
      // Paid at the door: the kitchen can start now. A card order is cooked once paid (markPaid),
      // and cancelled if that never happens.
      if (payBy) await scheduleExpiry(followUps.jobs, tx, orderId, payBy)
      else await followUps.toCook(tx, orderId)
      await tx
        .update(idempotencyKeys)
        .set({ orderId })
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
      return { kind: 'placed' as const, orderId, replayed: false }
    })
    // A refused request frees its key: the customer fixes the order and sends it again.
    if (result.kind === 'invalid') await releaseKey(db, customerId, key)
    return result
  } catch (error) {
    await releaseKey(db, customerId, key)
    throw error
  }
}

async function releaseKey(db: Database, customerId: number, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
}
