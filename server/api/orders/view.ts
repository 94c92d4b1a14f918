import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { CatalogView } from '#server/api/catalog/store'
import type { Database } from '#server/db/client'
import {
  invoices,
  orderEvents,
  orderFixes,
  orderLines,
  orders,
  refunds,
  reviews,
} from '#server/db/schema'
import type { Allergens } from '#shared/allergens'
import type { OrderDetail } from '#shared/contract/orders'
import { linesNamedIn } from './line-names'

/** An order as its customer (and the operator) sees it. */
export async function orderDetail(
  db: Database,
  orderId: number,
  customerId?: number,
): Promise<OrderDetail | null> {
  const where =
    customerId === undefined
      ? eq(orders.id, orderId)
      : and(eq(orders.id, orderId), eq(orders.customerId, customerId))
  const [order] = await db.select().from(orders).where(where)
  if (!order) return null
  const [lines, events, review, refund, invoice, fixes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.orderId, orderId)),
    db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, orderId)),
    db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId)),
    db
      .select()
      .from(orderFixes)
      .where(and(eq(orderFixes.orderId, orderId), eq(orderFixes.status, 'done')))
      .orderBy(asc(orderFixes.id)),
  ])
  const cancelled = events.find((e) => e.status === 'cancelled')
  return {
    id: order.id,
    status: order.status,
    orderType: order.orderType,
    regionId: order.regionId,
    restaurantId: order.restaurantId,
    address: order.address,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    paymentType: order.paymentType,
    persons: order.persons,
    comment: order.comment,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    offers: order.offers,
    discount: order.discount,
    bonusSpent: order.bonusSpent,
    total: order.total,
    paidAt: order.paidAt?.toISOString() ?? null,
    payBy: order.payBy?.toISOString() ?? null,
    /** A large order the restaurant confirms by phone before cooking it. */
    awaitingConfirmation: order.awaitingConfirmation,
    createdAt: order.createdAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: l.name,
      image: l.image,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      modifiers: l.modifiers,
      allergens: l.allergens as Allergens,
      total: l.total,
    })),
    events: events.map((e) => ({ status: e.status, at: e.at.toISOString(), note: e.note })),
    /** When the customer may expect it: promised at placement (shared/promise.ts). */
    promisedAt: order.promisedAt.toISOString(),
    /** The reason staff gave when cancelling. */
    cancelReason: cancelled?.note || null,
    /** A cancelled card payment's refund: pending, completed or failed. */
    refund: (refund[0]?.status ?? null) as 'pending' | 'completed' | 'failed' | null,
    reviewed: review.length > 0,
    invoice: order.invoiceRequest && {
      company: order.invoiceRequest,
      number: invoice[0]?.number ?? null,
    },
    fixes: fixes.map((f) => ({
      productId: f.productId,
      name: f.name,
      modifiers: f.modifiers,
      quantityBefore: f.quantityBefore,
      quantityAfter: f.quantityAfter,
      bonusReturned: f.bonusReturned,
      refund: f.refundAmount,
      totalAfter: f.totalAfter,
      at: f.createdAt.toISOString(),
    })),
  }
}

/** The order with its dishes and options, and those the restaurant took off, named in `view`'s language. */
export function orderNamedIn(order: OrderDetail, view: CatalogView): OrderDetail {
  return {
    ...order,
    lines: linesNamedIn(order.lines, view),
    fixes: linesNamedIn(order.fixes, view),
  }
}

/** The customer's orders, newest first, each with its dishes named in `view`'s language. */
/** A customer's own order as its pages show it: dishes and options named in `view`'s language. */
export async function namedOrder(
  db: Database,
  view: CatalogView,
  orderId: number,
  customerId: number,
): Promise<OrderDetail | null> {
  const order = await orderDetail(db, orderId, customerId)
  return order && orderNamedIn(order, view)
}

export async function orderList(db: Database, customerId: number, view: CatalogView) {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      orderType: orders.orderType,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100)
  const lines = rows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          productId: orderLines.productId,
          name: orderLines.name,
          quantity: orderLines.quantity,
          modifiers: orderLines.modifiers,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : []
  const named = linesNamedIn(lines, view)
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lines: named
      .filter((l) => l.orderId === r.id)
      .map((l) => ({ name: l.name, quantity: l.quantity })),
  }))
}
