import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { CatalogView } from '#server/api/catalog/store'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import { asapPromise, WAITING_HORIZON_MINUTES, WAITING_STATUSES } from '#shared/promise'
import { slotWithRoom } from './capacity'
import type { OrderPricing } from './pricing'

/**
 * The orders a kitchen still has to cook before a new one: every ASAP order not yet on its way,
 * and the scheduled ones due within the horizon (shared/promise.ts).
 */
export async function waitingOrders(db: Database, kitchenId: number, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + WAITING_HORIZON_MINUTES * 60_000)
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, kitchenId),
        inArray(orders.status, [...WAITING_STATUSES]),
        or(isNull(orders.scheduledFor), lt(orders.scheduledFor, horizon)),
      ),
    )
  return row?.n ?? 0
}

export type Promised = {
  /** The time promised; null without a kitchen. */
  at: Date | null
  /** The chosen slot (or, for ASAP, every slot in a day) has no room left for this order. */
  slotFull: boolean
}

/**
 * What the order is promised for if placed at `now`: the chosen time, or the kitchen's ASAP promise
 * from its pace, the zone's delivery time and the orders waiting, moved on to the first 15-minute
 * slot with room when the kitchen limits them. With `lock` (placement), the slots looked at stay
 * locked until the transaction ends, so parallel orders cannot overfill one.
 */
export async function promiseFor(
  db: Database,
  view: CatalogView,
  pricing: Pick<OrderPricing, 'scheduledFor' | 'kitchen' | 'region' | 'total'>,
  now: Date,
  lock = false,
): Promise<Promised> {
  const kitchen = pricing.kitchen && view.kitchens.get(pricing.kitchen.id)
  if (!kitchen) return { at: pricing.scheduledFor, slotFull: false }
  const promise =
    pricing.scheduledFor ??
    asapPromise(
      now,
      kitchen.pace,
      pricing.region?.etaMinutes ?? 0,
      await waitingOrders(db, kitchen.id, now),
    )
  const at = await slotWithRoom(db, kitchen, promise, {
    asap: !pricing.scheduledFor,
    total: pricing.total,
    lock,
  })
  return at ? { at, slotFull: false } : { at: promise, slotFull: true }
}
