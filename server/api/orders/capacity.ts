import { and, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import { MAX_DAYS_AHEAD } from '#shared/checkout'
import { hasRoom, type SlotCapacity, type SlotLoad } from '#shared/promise'
import { SLOT_MINUTES, slotStart } from '#shared/slots'

// A kitchen's capacity per 15-minute slot: an order counts in the slot its promised time falls in
// (a cancelled one no longer does).

const SLOT_MS = SLOT_MINUTES * 60_000
/** How far an ASAP order moves on looking for a slot with room: a day. */
const MAX_MOVES = (24 * 60) / SLOT_MINUTES

const limited = (capacity: SlotCapacity) => capacity.orders !== null || capacity.amount !== null

const counted = (kitchenId: number, from: number, to: number) =>
  and(
    eq(orders.restaurantId, kitchenId),
    ne(orders.status, 'cancelled'),
    gte(orders.promisedAt, new Date(from)),
    lt(orders.promisedAt, new Date(to)),
  )

async function loadOf(db: Database, kitchenId: number, slot: number): Promise<SlotLoad> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
    })
    .from(orders)
    .where(counted(kitchenId, slot, slot + SLOT_MS))
  return row ?? { orders: 0, amount: 0 }
}

/**
 * The slot's lock until the transaction ends: placements into one slot of one kitchen count and
 * insert one after the other on every instance (the two-key advisory lock: kitchen, slot number).
 */
async function lockSlot(tx: Database, kitchenId: number, slot: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${kitchenId}::int, ${slot / SLOT_MS}::int)`)
}

/**
 * Where an order of `total` cents promised for `promise` goes: its own slot while it has room; an
 * ASAP one otherwise moves on to the first slot with room (promised at its start); null when there
 * is none. With `lock` (placement), every slot looked at stays locked until the transaction ends.
 */
export async function slotWithRoom(
  db: Database,
  kitchen: { id: number; capacity: SlotCapacity },
  promise: Date,
  options: { asap: boolean; total: number; lock: boolean },
): Promise<Date | null> {
  if (!limited(kitchen.capacity)) return promise
  let slot = slotStart(promise)
  for (let move = 0; move <= (options.asap ? MAX_MOVES : 0); move++, slot += SLOT_MS) {
    if (options.lock) await lockSlot(db, kitchen.id, slot)
    if (hasRoom(kitchen.capacity, await loadOf(db, kitchen.id, slot), options.total)) {
      return move === 0 ? promise : new Date(slot)
    }
  }
  return null
}

/** The starts of the slots ahead with no room for an order of `total` cents: the picker skips them. */
export async function fullSlots(
  db: Database,
  kitchen: { id: number; capacity: SlotCapacity },
  now: Date,
  total: number,
): Promise<number[]> {
  if (!limited(kitchen.capacity)) return []
  const from = slotStart(now)
  const rows = await db
    .select({ promisedAt: orders.promisedAt, total: orders.total })
    .from(orders)
    .where(counted(kitchen.id, from, from + (MAX_DAYS_AHEAD + 1) * 24 * 60 * 60_000))
  const loads = new Map<number, SlotLoad>()
  for (const row of rows) {
    const slot = slotStart(row.promisedAt)
    const load = loads.get(slot) ?? { orders: 0, amount: 0 }
    loads.set(slot, { orders: load.orders + 1, amount: load.amount + row.total })
  }
  return [...loads]
    .filter(([, load]) => !hasRoom(kitchen.capacity, load, total))
    .map(([slot]) => slot)
    .sort((a, b) => a - b)
}
