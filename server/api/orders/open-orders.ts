import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import type { OrderLimits, OrderRequest } from '#shared/contract/orders'
import type { Problems } from './pricing'

// A customer's orders still under way count together (security.md, issue 32 item 4): twenty small
// orders are one large one to the kitchen and the courier, and each paid at the door is food sent
// out on trust. So the confirmation hold looks at the open total, and the orders open to pay at the
// door are capped.

/** An order in one of these is over: it holds no food or money on trust any more. */
const OVER = ['completed', 'cancelled']

export type OpenOrders = { total: number; payAtDoor: number }

/** The sum and the pay-at-the-door count of the customer's orders not completed or cancelled. */
export async function openOrders(db: Database, customerId: number): Promise<OpenOrders> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
      payAtDoor: sql<number>`count(*) filter (where ${orders.paymentType} <> 'card_online')::int`,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, OVER)))
  return { total: row?.total ?? 0, payAtDoor: row?.payAtDoor ?? 0 }
}

/** Whether this order, added to the open ones, waits for a manager's call before the kitchen. */
export function needsConfirmation(open: OpenOrders, total: number, limits: OrderLimits): boolean {
  return open.total + total > limits.confirmAbove
}

/**
 * The refusal of one more order paid at the door past the cap; a card order pays first, so it is
 * never refused here.
 */
export function openOrderProblems(
  open: OpenOrders,
  request: Pick<OrderRequest, 'paymentType'>,
  limits: OrderLimits,
): Problems {
  if (request.paymentType === 'card_online' || open.payAtDoor < limits.maxOpenCashOrders) return {}
  return { paymentType: { key: 'order.tooManyOpen', params: { max: limits.maxOpenCashOrders } } }
}
