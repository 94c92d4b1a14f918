import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import type { SavedAddress } from '#shared/contract/profile'

/** The checkout offers this many of the customer's addresses (issue 30: "at most ~5"). */
export const SAVED_ADDRESSES = 5

/** The same place, however it was typed: zone, street, entrance, floor and apartment. */
const placeOf = (a: SavedAddress) =>
  [a.regionId ?? '', a.street, a.entrance, a.floor, a.apartment]
    .map((part) => String(part).trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|')

/** The list with `address` first: an address used again moves up (with its newest note). */
export function withAddress(list: SavedAddress[], address: SavedAddress): SavedAddress[] {
  const place = placeOf(address)
  return [address, ...list.filter((a) => placeOf(a) !== place)].slice(0, SAVED_ADDRESSES)
}

/**
 * Keeps a delivery's address on its customer. Called inside the order's transaction, which holds
 * the customer's row, so two orders at once cannot lose one another's address.
 */
export async function rememberAddress(
  tx: Pick<Database, 'select' | 'update'>,
  customerId: number,
  address: SavedAddress,
) {
  const [row] = await tx
    .select({ addresses: customers.addresses })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!row) return
  await tx
    .update(customers)
    .set({ addresses: withAddress(row.addresses, address) })
    .where(eq(customers.id, customerId))
}
