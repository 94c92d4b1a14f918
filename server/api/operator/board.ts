import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ORDER_STATUSES, PICKUP_READY_MINUTES } from '../../../shared/checkout'
import type { Database } from '../../db/client'
import { customers, orderLines, orders, refunds, regions } from '../../db/schema'
import { orderDetail } from '../orders/view'
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
      promisedAt: z.string().describe('the time promised to the customer'),
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

/**
 * The time promised to the customer: the chosen time, else placement plus the zone's delivery time
 * (a pickup: plus the time to get it ready).
 */
const promisedAt =
  sql<Date>`coalesce(${orders.scheduledFor}, ${orders.createdAt} + make_interval(mins => coalesce(${regions.etaMinutes}, ${PICKUP_READY_MINUTES})))`.mapWith(
    orders.createdAt,
  )
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
      .select({ order: orders, customer: customers, promisedAt, itemCount })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(regions, eq(regions.id, orders.regionId))
      .where(where)
      .orderBy(
        ...(query.sort === 'due'
          ? [asc(promisedAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return {
    data: rows.map(({ order, customer, promisedAt, itemCount }) => ({
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
      promisedAt: promisedAt.toISOString(),
      street: order.address?.street ?? null,
      comment: order.comment,
      itemCount,
      customer: { name: customerName(customer), phone: customer.phone },
    })),
    meta: { page: query.page, perPage: query.perPage, total: total?.n ?? 0 },
  }
}

/** The order as its customer sees it, with who ordered and how it was paid and refunded. */
export async function operatorOrder(db: Database, orderId: number) {
  const detail = await orderDetail(db, orderId)
  if (!detail) return null
  const [row] = await db
    .select({ order: orders, customer: customers, refund: refunds, promisedAt })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .leftJoin(regions, eq(regions.id, orders.regionId))
    .where(eq(orders.id, orderId))
  return {
    ...detail,
    // The kitchen works to the board's promised time (the customer's page waits for acceptance).
    promisedAt: row!.promisedAt.toISOString(),
    customer: { name: customerName(row!.customer), phone: row!.customer.phone },
    courierId: row!.order.courierId,
    payment: {
      reference: row!.order.paymentReference,
      transactionId: row!.order.paymentTransactionId,
      refund: row!.refund ? refundView(row!.refund) : null,
    },
  }
}
