import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { CatalogStore } from '#server/api/catalog/store'
import { ApiError } from '#server/api/errors'
import { audit } from '#server/api/operator/staff/audit'
import { changeStatus } from '#server/api/orders/status'
import { requestLang, rowId, validate } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { customers, orders, regions, staff } from '#server/db/schema'
import { ORDER_STATUSES, type OrderStatus } from '#shared/checkout'
import { translate } from '#shared/i18n'
import { clientIp, type StaffAccess, type StaffEnv, type StaffGuard } from '../roles'

// Couriers: the kitchen hands a delivery to one, the courier sees their own deliveries (where to,
// whom to call, what to collect) and says "delivered". Nothing else of the console is theirs.

/** A delivery still on a courier's hands: handed over before it left, or on its way. */
const ON_HAND: OrderStatus[] = ['accepted', 'cooking', 'on_the_way']

const Assign = z.object({
  courierId: z.int().positive().nullable().describe('a courier; null takes the delivery back'),
})

const Address = z.object({
  street: z.string(),
  entrance: z.string(),
  floor: z.string(),
  apartment: z.string(),
  note: z.string(),
})

export const Delivery = z.object({
  id: z.int(),
  status: z.enum(ORDER_STATUSES),
  address: Address.nullable(),
  zone: z.string().nullable(),
  comment: z.string(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  paymentType: z.string(),
  /** What the courier collects at the door: nothing when paid online. */
  toCollect: z.int(),
  customer: z.object({ name: z.string(), phone: z.string() }),
})

export type DeliveryDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  access: StaffAccess
  guard: StaffGuard
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
    .orderBy(sql`coalesce(${orders.scheduledFor}, ${orders.createdAt})`, asc(orders.id))
  return rows.map(({ order, customer, zone }) => ({
    id: order.id,
    status: order.status as OrderStatus,
    address: order.address,
    zone: zone?.[lang] ?? null,
    comment: order.comment,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    paymentType: order.paymentType,
    toCollect: order.paymentType === 'card_online' ? 0 : order.total,
    customer: { name: `${customer.name} ${customer.surname}`.trim(), phone: customer.phone },
  }))
}

export function deliveryRoutes(deps: DeliveryDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()
  const notFound = (c: Context) => new ApiError(404, translate(requestLang(c), 'order.notFound'))

  app.get(
    '/operator/couriers',
    access({
      method: 'get',
      path: '/operator/couriers',
      role: 'kitchen',
      tag: 'operator',
      summary: 'The active couriers a delivery can be handed to',
      response: z.object({ data: z.array(z.object({ id: z.int(), name: z.string() })) }),
    }),
    async (c) => c.json({ data: await couriers(db) }),
  )

  app.post(
    '/operator/orders/:id/courier',
    access({
      method: 'post',
      path: '/operator/orders/:id/courier',
      role: 'kitchen',
      tag: 'operator',
      summary: 'Hand a delivery that is not finished to a courier (or take it back)',
      body: Assign,
      response: z.object({ data: z.object({ id: z.int(), courierId: z.int().nullable() }) }),
      errors: [404, 409, 422],
    }),
    validate('json', Assign),
    async (c) => {
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
        await tx.update(orders).set({ courierId, updatedAt: at }).where(eq(orders.id, id))
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
      return c.json({ data: { id, courierId } })
    },
  )

  app.get(
    '/operator/deliveries',
    access({
      method: 'get',
      path: '/operator/deliveries',
      role: 'courier',
      tag: 'operator',
      summary: "The signed-in courier's deliveries: address, zone, whom to call, what to collect",
      response: z.object({ data: z.array(Delivery) }),
    }),
    async (c) => c.json({ data: await deliveriesOf(db, c.var.staff.staffId, requestLang(c)) }),
  )

  app.post(
    '/operator/deliveries/:id/delivered',
    access({
      method: 'post',
      path: '/operator/deliveries/:id/delivered',
      role: 'courier',
      tag: 'operator',
      summary: 'The courier handed the order over: it is completed',
      body: z.object({}),
      response: z.object({ data: z.object({ id: z.int(), status: z.enum(ORDER_STATUSES) }) }),
      errors: [404, 409],
    }),
    async (c) => {
      const lang = requestLang(c)
      const id = rowId(c)
      const { staffId } = c.var.staff
      const { bonusRules } = await deps.catalog.view(lang)
      const at = deps.now()
      const result = await db.transaction(async (tx) => {
        const [mine] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.courierId, staffId)))
        // Another courier's delivery is as unknown to this one as a missing order.
        if (!mine) return null
        const change = await changeStatus(tx, id, 'completed', bonusRules, at)
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
      return c.json({ data: { id, status: 'completed' as const } })
    },
  )

  return app
}
