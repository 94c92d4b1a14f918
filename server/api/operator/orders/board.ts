import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CatalogView } from '#server/api/catalog/store'
import { linesNamedIn } from '#server/api/orders/line-names'
import { orderDetail, orderNamedIn } from '#server/api/orders/view'
import type { Database } from '#server/db/client'
import { customers, orderLines, orders, refunds, regions, restaurants } from '#server/db/schema'
import type { BoardQuery } from '#shared/contract/operator/orders'
import { refundView } from './refunds'

// What the orders board reads: pages of orders by filter, and one order whole.

/**
 * The moment an order is for: the chosen time, else when it was placed. The board and the
 * dashboard both count an order on this moment's day in Sofia (an order placed tonight for
 * tomorrow is tomorrow's).
 */
export const dueMoment = sql`coalesce(${orders.scheduledFor}, ${orders.createdAt})`

/** Orders due on `date` (a day in Sofia, daylight saving included). */
export const dueOn = (date: string) =>
  sql`${dueMoment} >= (${date}::date::timestamp at time zone 'Europe/Sofia') and ${dueMoment} < ((${date}::date + 1)::timestamp at time zone 'Europe/Sofia')`

const customerName = (c: { name: string; surname: string }) => `${c.name} ${c.surname}`.trim()

const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`

/**
 * When the kitchen starts an order to keep its promise: the promised time less the kitchen's
 * preparation and, for a delivery, the zone's drive (as they are now).
 */
const cookAt =
  sql<Date>`${orders.promisedAt} - make_interval(mins => coalesce((select ${restaurants.prepMinutes} from ${restaurants} where ${restaurants.id} = ${orders.restaurantId}), 0) + case when ${orders.orderType} = 'delivery' then coalesce((select ${regions.etaMinutes} from ${regions} where ${regions.id} = ${orders.regionId}), 0) else 0 end)`.mapWith(
    (value: string | Date) => new Date(value),
  )

/**
 * The dishes of `orderIds` as their cards list them: named in `view`'s language, each with its
 * options, in the order they were put in the cart.
 */
async function cardLines(db: Database, orderIds: number[], view: CatalogView) {
  const byOrder = new Map<number, { name: string; quantity: number; options: Option[] }[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      modifiers: orderLines.modifiers,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id))
  for (const line of linesNamedIn(rows, view)) {
    const options = line.modifiers.map(({ name, quantity }) => ({ name, quantity }))
    const lines = byOrder.get(line.orderId) ?? []
    lines.push({ name: line.name, quantity: line.quantity, options })
    byOrder.set(line.orderId, lines)
  }
  return byOrder
}

type Option = { name: string; quantity: number }

/**
 * Orders by promised time (or newest first), filtered, a page at a time, with the total count;
 * dishes named in `view`'s language (the staff member's).
 */
export async function boardPage(
  db: Database,
  query: z.output<typeof BoardQuery>,
  view: CatalogView,
) {
  const conditions: SQL[] = []
  if (query.status?.length) conditions.push(inArray(orders.status, query.status))
  if (query.restaurantId) conditions.push(eq(orders.restaurantId, query.restaurantId))
  if (query.regionId) conditions.push(eq(orders.regionId, query.regionId))
  if (query.date) conditions.push(dueOn(query.date))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: customers, itemCount, cookAt })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(
        ...(query.sort === 'due'
          ? [asc(orders.promisedAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ])
  const lines = await cardLines(
    db,
    rows.map(({ order }) => order.id),
    view,
  )
  return {
    data: rows.map(({ order, customer, itemCount, cookAt }) => ({
      id: order.id,
      status: order.status,
      orderType: order.orderType,
      paymentType: order.paymentType,
      total: order.total,
      discount: order.discount,
      restaurantId: order.restaurantId,
      regionId: order.regionId,
      scheduledFor: order.scheduledFor?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      printedAt: order.printedAt?.toISOString() ?? null,
      awaitingConfirmation: order.awaitingConfirmation,
      promisedAt: order.promisedAt.toISOString(),
      cookAt: cookAt.toISOString(),
      courierId: order.courierId,
      street: order.address?.street ?? null,
      comment: order.comment,
      itemCount,
      lines: lines.get(order.id) ?? [],
      source: order.source,
      invoiceRequested: order.invoiceRequest !== null,
      customer: { name: customerName(customer), phone: customer.phone },
    })),
    meta: { page: query.page, perPage: query.perPage, total: total?.n ?? 0 },
  }
}

/**
 * Takes the order's ticket for one screen: true the first time (that screen prints it), false
 * after; null when there is no such order.
 */
export async function claimTicket(db: Database, orderId: number, now: Date) {
  const [taken] = await db
    .update(orders)
    .set({ printedAt: now })
    // A big order a manager has not confirmed yet is not the kitchen's: its ticket prints then.
    .where(
      and(eq(orders.id, orderId), isNull(orders.printedAt), eq(orders.awaitingConfirmation, false)),
    )
    .returning({ id: orders.id })
  if (taken) return true
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
  return exists ? false : null
}

/**
 * The order as its customer sees it, its dishes named in the staff member's language (`view`'s),
 * with who ordered and how it was paid and refunded.
 */
export async function operatorOrder(db: Database, orderId: number, view: CatalogView) {
  const detail = await orderDetail(db, orderId)
  if (!detail) return null
  const [row] = await db
    .select({ order: orders, customer: customers, refund: refunds })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(eq(orders.id, orderId))
  const named = orderNamedIn(detail, view)
  return {
    ...named,
    lines: named.lines.map((line) => ({
      ...line,
      categoryId: view.productById.get(line.productId)?.categoryId ?? null,
    })),
    customer: { name: customerName(row!.customer), phone: row!.customer.phone },
    courierId: row!.order.courierId,
    point: row!.order.point,
    payment: {
      reference: row!.order.paymentReference,
      transactionId: row!.order.paymentTransactionId,
      refund: row!.refund ? refundView(row!.refund) : null,
    },
  }
}
