import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { audit } from '#server/api/operator/staff/audit'
import { publishOrderEvent } from '#server/api/orders/events'
import type { FollowUps } from '#server/api/orders/follow-ups'
import { changeStatus } from '#server/api/orders/status'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { customers, orders, regions, staff } from '#server/db/schema'
import type { OrderStatus } from '#shared/checkout'
import * as contract from '#shared/contract/operator/orders'
import { translate } from '#shared/i18n'

// Couriers: the kitchen hands a delivery to one, the courier sees their own deliveries (where to,
// whom to call, what to collect) and says "delivered". Nothing else of the console is theirs.

/** A delivery still on a courier's hands: handed over before it left, or on its way. */
const ON_HAND: OrderStatus[] = ['accepted', 'cooking', 'on_the_way']

export type DeliveryDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  guard: StaffGuard
  followUps: FollowUps
}

/** The active couriers, by name. */
function couriers(db: Database) {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.role, 'courier'), eq(staff.active, true)))
    .orderBy(asc(staff.name), asc(staff.id))
}

/** A courier's deliveries, the earliest due first. */
async function deliveriesOf(db: Database, courierId: number, lang: 'bg' | 'ru' | 'en' | 'uk') {
  const rows = await db
    .select({ order: orders, customer: customers, zone: regions.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(regions, eq(regions.id, orders.regionId))
    .where(and(eq(orders.courierId, courierId), inArray(orders.status, ON_HAND)))
    .orderBy(asc(orders.promisedAt), asc(orders.id))
  return rows.map(({ order, customer, zone }) => ({
    id: order.id,
    status: order.status as OrderStatus,
    address: order.address,
    point: order.point,
    zone: zone?.[lang] ?? null,
    comment: order.comment,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    promisedAt: order.promisedAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paymentType: order.paymentType,
    toCollect: order.paymentType === 'card_online' ? 0 : order.total,
    customer: { name: `${customer.name} ${customer.surname}`.trim(), phone: customer.phone },
  }))
}

export function deliveryRoutes(deps: DeliveryDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()
  const notFound = (c: Context) => new ApiError(404, translate(requestLang(c), 'order.notFound'))

  app.openapi(guard(contract.couriers), async (c) => c.json({ data: await couriers(db) }, 200))

  app.openapi(guard(contract.assignCourier), async (c) => {
    const lang = requestLang(c)
    const { courierId } = c.req.valid('json')
    const id = rowId(c)
    if (courierId !== null && !(await couriers(db)).some((k) => k.id === courierId)) {
      throw new ApiError(422, translate(lang, 'validation.failed'), {
        courierId: translate(lang, 'operator.courier.unknown'),
      })
    }
    const at = deps.now()
    const done = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
      if (!before) return null
      if (before.orderType !== 'delivery' || !ON_HAND.includes(before.status as OrderStatus))
        return { refused: true as const }
      const [handed] = await tx
        .update(orders)
        .set({ courierId, updatedAt: at })
        .where(eq(orders.id, id))
        .returning()
      // The board shows who carries it; both couriers' rounds change.
      await publishOrderEvent(tx, 'order.courier', handed!, at, before.courierId)
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'order.courier',
        target: { type: 'order', id },
        before: { courierId: before.courierId },
        after: { courierId },
        ip: clientIp(c),
        at,
      })
      return { refused: false as const }
    })
    if (!done) throw notFound(c)
    if (done.refused) throw new ApiError(409, translate(lang, 'operator.courier.notNow'))
    return c.json({ data: { id, courierId } }, 200)
  })

  app.openapi(guard(contract.deliveries), async (c) =>
    c.json({ data: await deliveriesOf(db, c.var.staff.staffId, requestLang(c)) }, 200),
  )

  app.openapi(guard(contract.delivered), async (c) => {
    const lang = requestLang(c)
    const id = rowId(c)
    const { staffId } = c.var.staff
    const at = deps.now()
    const { bonusRules } = await deps.catalog.view(lang, at)
    const result = await db.transaction(async (tx) => {
      const [mine] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.courierId, staffId)))
      // Another courier's delivery is as unknown to this one as a missing order.
      if (!mine) return null
      const change = await changeStatus(tx, deps.followUps, {
        orderId: id,
        to: 'completed',
        rules: bonusRules,
        now: at,
      })
      if (change.ok) {
        await audit(tx, {
          staffId,
          action: 'order.status',
          target: { type: 'order', id },
          before: { status: change.from },
          after: { status: 'completed' },
          ip: clientIp(c),
          at,
        })
      }
      return change
    })
    if (!result || (!result.ok && result.reason === 'not_found')) throw notFound(c)
    if (!result.ok) throw new ApiError(409, translate(lang, 'operator.courier.notOnTheWay'))
    return c.json({ data: { id, status: 'completed' as const } }, 200)
  })

  return app
}
