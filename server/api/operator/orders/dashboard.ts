import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { orderLines, orders } from '#server/db/schema'
import * as contract from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import type { Lang } from '#shared/locales'
import { RESTAURANT_ZONE } from '#shared/zone'
import type { StaffEnv, StaffGuard } from '../roles'
import { dueMoment, dueOn } from './board'

const TOP_PRODUCTS = 10
// A constant, written into the SQL: the hour is grouped by, and PostgreSQL tells two parameters
// apart even when their values are equal.
const ZONE = sql.raw(`'${RESTAURANT_ZONE}'`)

// Revenue is money the restaurant has: orders paid online (paid_at is set) or completed (cash
// and card on delivery are paid when handed over), and never cancelled ones (a paid one was
// refunded). Orders still cooking unpaid, or left unpaid online, are not revenue yet.
const earned: SQL = sql`(${orders.status} <> 'cancelled' and (${orders.paidAt} is not null or ${orders.status} = 'completed'))`

const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`

/** The figures of one Sofia day. */
export async function dashboard(db: Database, catalog: CatalogStore, date: string, lang: Lang) {
  // The day and the hour the order was due, as the board counts it.
  const day = dueOn(date)
  const hour = sql<number>`extract(hour from ${dueMoment} at time zone ${ZONE})::int`
  const [[totals], hours, top, view] = await Promise.all([
    db
      .select({
        orders: int(sql`count(*) filter (where ${earned})`),
        revenue: int(sql`sum(${orders.total}) filter (where ${earned})`),
        placed: int(sql`count(*)`),
        cancelled: int(sql`count(*) filter (where ${orders.status} = 'cancelled')`),
      })
      .from(orders)
      .where(day),
    db
      .select({ hour, orders: int(sql`count(*)`), revenue: int(sql`sum(${orders.total})`) })
      .from(orders)
      .where(and(day, earned))
      .groupBy(hour),
    db
      .select({
        productId: orderLines.productId,
        name: sql<string>`min(${orderLines.name})`,
        quantity: int(sql`sum(${orderLines.quantity})`),
        revenue: int(sql`sum(${orderLines.total})`),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(day, earned))
      .groupBy(orderLines.productId)
      .orderBy(
        desc(sql`sum(${orderLines.quantity})`),
        desc(sql`sum(${orderLines.total})`),
        orderLines.productId,
      )
      .limit(TOP_PRODUCTS),
    catalog.view(lang),
  ])
  const { orders: count, revenue, placed, cancelled } = totals!
  const byHour = new Map(hours.map((h) => [h.hour, h]))
  return {
    date,
    orders: count,
    revenue,
    averageOrder: count ? Math.round(revenue / count) : 0,
    placed,
    cancelled,
    // Named as the menu names them today in the staff member's language; the order's own name
    // (in the customer's language) for a product since removed.
    topProducts: top.map((p) => ({
      ...p,
      name: view.productById.get(p.productId)?.name ?? p.name,
    })),
    perHour: Array.from({ length: 24 }, (_, h) => ({
      hour: h,
      orders: byHour.get(h)?.orders ?? 0,
      revenue: byHour.get(h)?.revenue ?? 0,
    })),
  }
}

/** The day's figures for managers: orders, revenue, average order, top products, orders per hour. */
export function dashboardRoutes(deps: {
  db: Database
  catalog: CatalogStore
  now: () => Date
  guard: StaffGuard
}) {
  const app = contractApp<StaffEnv>()
  app.openapi(deps.guard(contract.dashboard), async (c) => {
    const date = c.req.valid('query').date ?? restaurantDay(deps.now())
    return c.json({ data: await dashboard(deps.db, deps.catalog, date, requestLang(c)) }, 200)
  })
  return app
}
