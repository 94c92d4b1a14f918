import { and, desc, eq, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '#server/db/client'
import { invoices, orderEvents, orders } from '#server/db/schema'
import type { IssuedInvoice, OrderToInvoice } from '#shared/contract/operator/invoices'

// What the invoices page lists: the orders waiting for their invoice, and the invoices issued.

const completedAt = sql<Date | null>`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'completed')`

/**
 * Orders whose customer asked for an invoice, that were paid or completed and are not cancelled,
 * with no invoice yet; the oldest supply first (ЗДДС art. 113(4): an invoice is due within five
 * days of it).
 */
export async function ordersToInvoice(db: Database): Promise<z.infer<typeof OrderToInvoice>[]> {
  const rows = await db
    .select({ order: orders, completedAt })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        isNotNull(orders.invoiceRequest),
        isNull(invoices.id),
        ne(orders.status, 'cancelled'),
        or(isNotNull(orders.paidAt), eq(orders.status, 'completed')),
      ),
    )
    .orderBy(sql`coalesce(${orders.paidAt}, ${completedAt})`, orders.id)
    .limit(500)
  return rows.map(({ order, completedAt }) => ({
    orderId: order.id,
    status: order.status,
    total: order.total,
    paymentType: order.paymentType,
    // A raw subquery's timestamp arrives as text on one driver and a Date on the other.
    suppliedAt: new Date(order.paidAt ?? completedAt ?? order.updatedAt).toISOString(),
    buyer: order.invoiceRequest!,
  }))
}

export async function latestInvoices(db: Database): Promise<z.infer<typeof IssuedInvoice>[]> {
  const rows = await db.select().from(invoices).orderBy(desc(invoices.id)).limit(100)
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    total: row.total,
    buyer: row.buyer.name,
    eik: row.buyer.eik,
  }))
}

/** The start of a day in Sofia, daylight saving included. */
const sofiaDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Sofia')`

/** The invoices issued from day `from` to day `to` (both included, Sofia), in number order. */
export function invoicesIssued(db: Database, from: string, to: string) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        gte(invoices.issuedAt, sofiaDay(from)),
        lt(invoices.issuedAt, sql`(${to}::date + 1)::timestamp at time zone 'Europe/Sofia'`),
      ),
    )
    .orderBy(invoices.issuer, invoices.number)
}
