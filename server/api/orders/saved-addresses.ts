import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { SavedAddress, type SavedAddressEntry } from '#shared/contract/profile'

/** The checkout offers this many of the customer's addresses (issue 30: "at most ~5"). */
export const SAVED_ADDRESSES = 5

/** The same place, however it was typed: zone, street, entrance, floor and apartment. */
const placeOf = (a: SavedAddress) =>
  [a.regionId ?? '', a.street, a.entrance, a.floor, a.apartment]
    .map((part) => String(part).trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|')

/**
 * An address's id is its place's digest: stable while the list reorders, the same for the same
 * place, and needing no id stored on addresses kept before there were ids.
 */
export const addressId = (a: SavedAddress) =>
  createHash('sha256').update(placeOf(a)).digest('base64url').slice(0, 12)

/** The stored list as the API gives it: rows from before names and points read with defaults. */
export const addressEntries = (stored: SavedAddress[]): SavedAddressEntry[] =>
  stored.map((row) => {
    const address = SavedAddress.parse(row)
    return { id: addressId(address), ...address }
  })

/**
 * The list with `address` first: an address used again moves up (with its newest note), keeping
 * the name the customer gave it, and its point when this order came without one.
 */
export function withAddress(list: SavedAddress[], address: SavedAddress): SavedAddress[] {
  const place = placeOf(address)
  const before = list.find((a) => placeOf(a) === place)
  const kept = before
    ? { ...address, name: before.name ?? '', point: address.point ?? before.point ?? null }
    : address
  return [kept, ...list.filter((a) => a !== before)].slice(0, SAVED_ADDRESSES)
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
