import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import type { StaffEnv, StaffGuard } from '#server/api/operator/roles'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import {
  offers,
  offerUses,
  orderLines,
  orders,
  refunds,
  restaurants,
  staff,
} from '#server/db/schema'
import { ORDER_SOURCES } from '#shared/checkout'
import * as contract from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import type { Lang } from '#shared/locales'
import { RESTAURANT_ZONE } from '#shared/zone'
import { dueMoment, dueOn } from './board'
import { figuresCsv } from './dashboard-csv'

const TOP_PRODUCTS = 10
// A constant, written into the SQL: the hour is grouped by, and PostgreSQL tells two parameters
// apart even when their values are equal.
const ZONE = sql.raw(`'${RESTAURANT_ZONE}'`)

// Revenue is money the restaurant has: orders paid online (paid_at is set) or completed (cash
// and card on delivery are paid when handed over), and never cancelled ones (a paid one was
// refunded). Orders still cooking unpaid, or left unpaid online, are not revenue yet.
const earned: SQL = sql`(${orders.status} <> 'cancelled' and (${orders.paidAt} is not null or ${orders.status} = 'completed'))`

const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`

const earnedBy = (paymentType: string) =>
  int(sql`sum(${orders.total}) filter (where ${earned} and ${orders.paymentType} = ${paymentType})`)

// What one group of orders (a restaurant's, or the whole day's) did: how many, and the money by
// how it was paid, so the three ways of paying add up to the revenue.
const tally = {
  placed: int(sql`count(*)`),
  completed: int(sql`count(*) filter (where ${orders.status} = 'completed')`),
  cancelled: int(sql`count(*) filter (where ${orders.status} = 'cancelled')`),
  orders: int(sql`count(*) filter (where ${earned})`),
  revenue: int(sql`sum(${orders.total}) filter (where ${earned})`),
  cash: earnedBy('cash'),
  cardOnline: earnedBy('card_online'),
  cardAtDoor: earnedBy('card_on_delivery'),
}
type Tally = { [K in keyof typeof tally]: number }

const withAverage = ({ cash, cardOnline, cardAtDoor, ...counts }: Tally) => ({
  ...counts,
  averageOrder: counts.orders ? Math.round(counts.revenue / counts.orders) : 0,
  payments: { cash, cardOnline, cardAtDoor },
})

/** The figures of one Sofia day, dishes named as the catalog does at `now`. */
export async function dashboard(
  db: Database,
  catalog: CatalogStore,
  date: string,
  lang: Lang,
  now: Date,
) {
  // The day and the hour the order was due, as the board counts it.
  const day = dueOn(date)
  const hour = sql<number>`extract(hour from ${dueMoment} at time zone ${ZONE})::int`
  const [[totals], bySource, kitchens, carried, [refunded], hours, top, offered, view] =
    await Promise.all([
      db.select(tally).from(orders).where(day),
      // Where the orders came from: the shop, a phone call, an assistant's checkout link.
      db
        .select({
          source: orders.source,
          placed: tally.placed,
          orders: tally.orders,
          revenue: tally.revenue,
        })
        .from(orders)
        .where(day)
        .groupBy(orders.source),
      db
        .select({ restaurantId: restaurants.id, name: restaurants.name, ...tally })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(day)
        .groupBy(restaurants.id)
        .orderBy(restaurants.sort, restaurants.id),
      // The cash a courier brings back: completed cash deliveries they carried.
      db
        .select({
          staffId: staff.id,
          name: staff.name,
          deliveries: int(sql`count(*)`),
          cashOrders: int(sql`count(*) filter (where ${orders.paymentType} = 'cash')`),
          cash: int(sql`sum(${orders.total}) filter (where ${orders.paymentType} = 'cash')`),
        })
        .from(orders)
        .innerJoin(staff, eq(staff.id, orders.courierId))
        .where(and(day, eq(orders.status, 'completed')))
        .groupBy(staff.id)
        .orderBy(staff.name, staff.id),
      // Refunds of the day's orders: money sent back, and those Viva has not confirmed yet.
      db
        .select({
          count: int(sql`count(*) filter (where ${refunds.status} = 'completed')`),
          amount: int(sql`sum(${refunds.amount}) filter (where ${refunds.status} = 'completed')`),
          open: int(sql`count(*) filter (where ${refunds.status} <> 'completed')`),
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
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
      // What each offer did for the day's revenue: its orders, what it gave, what they brought.
      db
        .select({
          offerId: offers.id,
          name: offers.name,
          code: offers.code,
          uses: int(sql`count(*)`),
          discount: int(sql`sum(${offerUses.amount})`),
          revenue: int(sql`sum(${orders.total})`),
        })
        .from(offerUses)
        .innerJoin(orders, eq(orders.id, offerUses.orderId))
        .innerJoin(offers, eq(offers.id, offerUses.offerId))
        .where(and(day, earned))
        .groupBy(offers.id)
        .orderBy(desc(sql`count(*)`), offers.id),
      catalog.view(lang, now),
    ])
  const byHour = new Map(hours.map((h) => [h.hour, h]))
  return {
    date,
    ...withAverage(totals!),
    restaurants: kitchens.map(({ restaurantId, name, ...figures }) => ({
      restaurantId,
      name: name[lang],
      ...withAverage(figures),
    })),
    // Every source, those without orders as zeros: the split reads the same every day.
    sources: ORDER_SOURCES.map(
      (source) =>
        bySource.find((row) => row.source === source) ?? {
          source,
          placed: 0,
          orders: 0,
          revenue: 0,
        },
    ),
    couriers: carried,
    refunds: refunded!,
    // Named as the menu names them today in the staff member's language; the order's own name
    // (in the customer's language) for a product since removed.
    topProducts: top.map((p) => ({
      ...p,
      name: view.productById.get(p.productId)?.name ?? p.name,
    })),
    offers: offered.map((offer) => ({ ...offer, name: offer.name[lang] })),
    perHour: Array.from({ length: 24 }, (_, h) => ({
      hour: h,
      orders: byHour.get(h)?.orders ?? 0,
      revenue: byHour.get(h)?.revenue ?? 0,
    })),
  }
}

/** The day's figures for managers, as JSON for the dashboard and as CSV for the accountant. */
export function dashboardRoutes(deps: {
  db: Database
  catalog: CatalogStore
  now: () => Date
  guard: StaffGuard
}) {
  const app = contractApp<StaffEnv>()
  const figures = (asked: string | undefined, lang: Lang) => {
    const now = deps.now()
    return dashboard(deps.db, deps.catalog, asked ?? restaurantDay(now), lang, now)
  }
  app.openapi(deps.guard(contract.dashboard), async (c) =>
    c.json({ data: await figures(c.req.valid('query').date, requestLang(c)) }, 200),
  )
  app.openapi(deps.guard(contract.dashboardCsv), async (c) => {
    const query = c.req.valid('query')
    const lang = query.lang ?? requestLang(c)
    const day = await figures(query.date, lang)
    return c.body(figuresCsv(day, lang), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="figures-${day.date}.csv"`,
    })
  })
  return app
}
