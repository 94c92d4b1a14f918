import { timingSafeEqual } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { ORDER_STATUSES } from '../../../shared/checkout'
import { translate } from '../../../shared/i18n'
import type { Database } from '../../db/client'
import { orders } from '../../db/schema'
import type { CatalogStore } from '../catalog/store'
import { ApiError } from '../errors'
import type { OpenApi } from '../openapi'
import { requestLang, validate } from '../validate'
import { changeStatus } from './status'
import { orderDetail } from './view'

const StatusChange = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).default(''),
})
const Filter = z.object({ status: z.enum(ORDER_STATUSES).optional() })

/** Staff are not customers: a key from configuration until the operator console has accounts. */
function requireOperator(key: string | undefined): MiddlewareHandler {
  return async function requireOperator(c, next) {
    const given = Buffer.from(c.req.header('x-operator-key') ?? '')
    const expected = Buffer.from(key ?? '')
    if (!key || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(401, translate(requestLang(c), 'auth.unauthorized'), undefined, {
        'Cache-Control': 'no-store',
      })
    }
    await next()
  }
}

/** The operator API the kitchen moves orders with (the console will use it). */
export function operatorRoutes(
  deps: { db: Database; catalog: CatalogStore; now: () => Date; operatorKey?: string | undefined },
  docs: OpenApi,
) {
  const { db } = deps
  const app = new Hono()
  const staff = requireOperator(deps.operatorKey)

  docs.add({
    method: 'get',
    path: '/operator/orders',
    tag: 'operator',
    summary: 'Orders, newest first, by status (X-Operator-Key)',
    query: Filter,
    response: z.object({ data: z.unknown() }),
    errors: [401],
    auth: 'operator',
  })
  app.get('/operator/orders', staff, validate('query', Filter), async (c) => {
    const { status } = c.req.valid('query')
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(status ? eq(orders.status, status) : undefined)
      .orderBy(desc(orders.createdAt))
      .limit(200)
    return c.json({ data: await Promise.all(rows.map((r) => orderDetail(db, r.id))) })
  })

  docs.add({
    method: 'post',
    path: '/operator/orders/:id/status',
    tag: 'operator',
    summary: 'Move an order to its next status (X-Operator-Key)',
    body: StatusChange,
    response: z.object({ data: z.unknown() }),
    errors: [401, 404, 409],
    auth: 'operator',
  })
  app.post('/operator/orders/:id/status', staff, validate('json', StatusChange), async (c) => {
    const lang = requestLang(c)
    const { status, note } = c.req.valid('json')
    const { bonusRules } = await deps.catalog.view(lang)
    const result = await changeStatus(
      db,
      Number(c.req.param('id')) || 0,
      status,
      bonusRules,
      deps.now(),
      note,
    )
    if (!result.ok && result.reason === 'not_found')
      throw new ApiError(404, translate(lang, 'order.notFound'))
    if (!result.ok)
      throw new ApiError(
        409,
        translate(lang, 'order.badTransition', { from: result.from ?? '', to: status }),
      )
    return c.json({ data: await orderDetail(db, result.order.id) })
  })
  return app
}
