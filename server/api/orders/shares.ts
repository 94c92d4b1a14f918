import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import { hashToken } from '#server/api/auth/sessions'
import type { CatalogStore, CatalogView } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { orderShares, orders } from '#server/db/schema'
import { type OrderStatus, STATUS_TRANSITIONS } from '#shared/checkout'
import type { SharedOrder } from '#shared/contract/shares'
import * as contract from '#shared/contract/shares'
import { translate } from '#shared/i18n'
import { orderDetail, orderNamedIn } from './view'

/** A shared link outlives the order by a day: long enough to see it arrived, not for ever. */
export const SHARE_HOURS_AFTER_DONE = 24

const HOUR = 3_600_000
const done = (status: string) => STATUS_TRANSITIONS[status as OrderStatus]?.length === 0

/** Whether the customer's own order exists: the share routes answer 404 for anyone else's. */
async function ownOrder(db: Database, orderId: number, customerId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
  return row !== undefined
}

/** The live links of the orders `which` picks. */
const liveOf = (which: SQL | undefined) => and(which, isNull(orderShares.revokedAt))
const live = (orderId: number) => liveOf(eq(orderShares.orderId, orderId))

/** Ends the order's live link, if any. */
async function revoke(db: Database, orderId: number, now: Date) {
  await db.update(orderShares).set({ revokedAt: now }).where(live(orderId))
}

/** Ends the live links of every order of a customer (their account goes). */
export async function revokeCustomerShares(db: Database, customerId: number, now: Date) {
  const theirs = db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))
  await db
    .update(orderShares)
    .set({ revokedAt: now })
    .where(liveOf(inArray(orderShares.orderId, theirs)))
}

/** A new link for the order (the last one stops working): its token, kept only as a hash. */
export async function shareOrder(db: Database, orderId: number, now: Date): Promise<string> {
  // Hex: the edge sends a path with capitals to its lower-case form, which would lose the token.
  const token = randomBytes(20).toString('hex')
  await db.transaction(async (tx) => {
    await revoke(tx, orderId, now)
    await tx.insert(orderShares).values({ orderId, tokenHash: hashToken(token), createdAt: now })
  })
  return token
}

/** The token in a share link (or the token itself), if it looks like one. */
export function shareToken(link: string): string | null {
  const text = link.trim()
  const candidate = URL.canParse(text)
    ? new URL(text).pathname.match(/\/track\/([^/]+)/)?.[1]
    : text
  return contract.ShareToken.safeParse(candidate).success ? (candidate as string) : null
}

/**
 * The order a share token follows, as anyone holding it may see it, or null: unknown, revoked,
 * or a day past the order's end (its last change once completed or cancelled).
 */
export async function sharedOrder(
  db: Database,
  view: CatalogView,
  token: string,
  now: Date,
): Promise<SharedOrder | null> {
  const [share] = await db
    .select({ orderId: orderShares.orderId, status: orders.status, updatedAt: orders.updatedAt })
    .from(orderShares)
    .innerJoin(orders, eq(orders.id, orderShares.orderId))
    .where(and(eq(orderShares.tokenHash, hashToken(token)), isNull(orderShares.revokedAt)))
  if (!share) return null
  const expiresAt = done(share.status)
    ? new Date(share.updatedAt.getTime() + SHARE_HOURS_AFTER_DONE * HOUR)
    : null
  if (expiresAt && expiresAt <= now) return null
  const detail = await orderDetail(db, share.orderId)
  if (!detail) return null
  const order = orderNamedIn(detail, view)
  const place =
    order.orderType === 'delivery'
      ? view.regions.find((r) => r.id === order.regionId)?.name
      : view.restaurants.find((r) => r.id === order.restaurantId)?.name
  return {
    id: order.id,
    status: order.status,
    orderType: order.orderType === 'pickup' ? 'pickup' : 'delivery',
    place: place ?? null,
    scheduledFor: order.scheduledFor,
    promisedAt: order.promisedAt,
    awaitingConfirmation: order.awaitingConfirmation,
    createdAt: order.createdAt,
    lines: order.lines.map(({ id, name, quantity }) => ({ id, name, quantity })),
    events: order.events.map(({ status, at }) => ({ status, at })),
    expiresAt: expiresAt?.toISOString() ?? null,
  }
}

/** The customer's share link for an order (state, make, revoke) and the public read by token. */
export function orderShareRoutes(db: Database, catalog: CatalogStore, now: () => Date) {
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)
  const owned = async (c: Context<CustomerEnv>) => {
    const id = rowId(c)
    if (!(await ownOrder(db, id, c.var.session.customerId))) {
      throw new ApiError(404, translate(requestLang(c), 'order.notFound'))
    }
    return id
  }

  app.openapi({ ...contract.shareState, middleware: [auth] }, async (c) => {
    const orderId = await owned(c)
    const [row] = await db.select({ id: orderShares.id }).from(orderShares).where(live(orderId))
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { active: row !== undefined } }, 200)
  })

  app.openapi({ ...contract.createShare, middleware: [auth] }, async (c) => {
    const token = await shareOrder(db, await owned(c), now())
    return c.json({ data: { active: true, token } }, 200)
  })

  app.openapi({ ...contract.revokeShare, middleware: [auth] }, async (c) => {
    await revoke(db, await owned(c), now())
    return c.json({ data: { active: false } }, 200)
  })

  app.openapi(contract.sharedOrder, async (c) => {
    const lang = requestLang(c)
    const view = await catalog.view(lang, now())
    const found = await sharedOrder(db, view, c.req.valid('param').token, now())
    if (!found) throw new ApiError(404, translate(lang, 'order.shareEnded'))
    c.header('Cache-Control', 'no-store')
    return c.json({ data: found }, 200)
  })
  return app
}
