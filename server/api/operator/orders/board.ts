import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { CatalogView } from '#server/api/catalog/store'
import { linesNamedIn } from '#server/api/orders/line-names'
import { orderDetail } from '#server/api/orders/view'
import type { Database } from '#server/db/client'
import { customers, orderLines, orders, refunds } from '#server/db/schema'
import { ORDER_STATUSES } from '#shared/checkout'
import { refundView } from './refunds'

// What the orders board reads: pages of orders by filter, and one order whole.

const StatusList = z
  .string()
  .max(300)
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length))

export const BoardQuery = z.object({
  status: StatusList.optional().describe('comma-separated statuses, e.g. paid,new,accepted'),
  restaurantId: z.coerce.number().int().positive().optional(),
  regionId: z.coerce.number().int().positive().optional(),
  date: z.iso
    .date()
    .optional()
    .describe('a day in Europe/Sofia: orders due that day (the scheduled time, else placed)'),
  sort: z
    .enum(['due', 'newest'])
    .default('due')
    .describe('due: the promised time first (the kitchen works in it); newest: placed last first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
})

const Customer = z.object({ name: z.string(), phone: z.string() })

export const BoardPage = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      status: z.enum(ORDER_STATUSES),
      orderType: z.string(),
      paymentType: z.string(),
      total: z.int(),
      restaurantId: z.int().nullable(),
      regionId: z.int().nullable(),
      scheduledFor: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      awaitingConfirmation: z
        .boolean()
        .describe(
          'above the confirmation threshold: held from the kitchen until a manager confirms',
        ),
      promisedAt: z.string().describe('the time promised to the customer at placement'),
      street: z.string().nullable(),
      comment: z.string(),
      itemCount: z.int(),
      customer: Customer,
    }),
  ),
  meta: z.object({ page: z.int(), perPage: z.int(), total: z.int() }),
})

/** The documented part of an order as the operator sees it (the customer's view and more). */
export const OperatorOrder = z.object({
  id: z.int(),
  status: z.enum(ORDER_STATUSES),
  awaitingConfirmation: z.boolean(),
  lines: z.array(z.unknown()),
  events: z.array(z.object({ status: z.string(), at: z.string(), note: z.string() })),
  customer: Customer,
  promisedAt: z.string().describe('the time promised to the customer, as on the board'),
  courierId: z.int().nullable(),
  payment: z.object({
    reference: z.string().nullable(),
    transactionId: z.string().nullable(),
    refund: z
      .object({
        status: z.enum(['pending', 'completed', 'failed']),
        amount: z.int(),
        refundTransactionId: z.string().nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      })
      .nullable(),
  }),
})

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

/** Orders by promised time (or newest first), filtered, a page at a time, with the total count. */
export async function boardPage(db: Database, query: z.output<typeof BoardQuery>) {
  const conditions: SQL[] = []
  if (query.status?.length) conditions.push(inArray(orders.status, query.status))
  if (query.restaurantId) conditions.push(eq(orders.restaurantId, query.restaurantId))
  if (query.regionId) conditions.push(eq(orders.regionId, query.regionId))
  if (query.date) conditions.push(dueOn(query.date))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: customers, itemCount })
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
  return {
    data: rows.map(({ order, customer, itemCount }) => ({
      id: order.id,
      status: order.status,
      orderType: order.orderType,
      paymentType: order.paymentType,
      total: order.total,
      restaurantId: order.restaurantId,
      regionId: order.regionId,
      scheduledFor: order.scheduledFor?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      awaitingConfirmation: order.awaitingConfirmation,
      promisedAt: order.promisedAt.toISOString(),
      street: order.address?.street ?? null,
      comment: order.comment,
      itemCount,
      customer: { name: customerName(customer), phone: customer.phone },
    })),
    meta: { page: query.page, perPage: query.perPage, total: total?.n ?? 0 },
  }
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
  return {
    ...detail,
    lines: linesNamedIn(detail.lines, view),
    customer: { name: customerName(row!.customer), phone: row!.customer.phone },
    courierId: row!.order.courierId,
    payment: {
      reference: row!.order.paymentReference,
      transactionId: row!.order.paymentTransactionId,
      refund: row!.refund ? refundView(row!.refund) : null,
    },
  }
}
