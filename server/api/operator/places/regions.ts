import { asc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '#server/api/errors'
import { requestLang, validate } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { regions, restaurants } from '#server/db/schema'
import { translate } from '#shared/i18n'
import {
  Cents,
  createRow,
  type Editable,
  type EditDeps,
  editRow,
  Localized,
  localizedText,
  Position,
  Slug,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'

const RegionFields = z.object({
  name: localizedText(100),
  deliveryFee: Cents,
  minOrder: Cents,
  freeDeliveryFrom: Cents.describe('the food total from which delivery is free'),
  etaMinutes: z.int().min(5).max(600),
  restaurantId: z.int().positive().nullable().describe('the restaurant that cooks its deliveries'),
  sort: Position,
})
const RegionCreate = RegionFields.extend({
  slug: Slug,
  restaurantId: RegionFields.shape.restaurantId.default(null),
  sort: Position.default(0),
})
const RegionEdit = RegionFields.partial().refine(somethingToChange, 'operator.nothingToChange')

export const OperatorRegion = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: Localized,
  deliveryFee: z.int(),
  minOrder: z.int(),
  freeDeliveryFrom: z.int(),
  etaMinutes: z.int(),
  restaurantId: z.int().nullable(),
})
const Answer = z.object({ data: OperatorRegion })
const REGION: Editable<typeof regions> = {
  table: regions,
  type: 'region',
  notFound: 'operator.region.notFound',
  check: (tx, c, values) => requireRestaurant(tx, c, values.restaurantId),
}

async function requireRestaurant(tx: Database, c: Context, id: number | null | undefined) {
  if (id === null || id === undefined) return
  const [found] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, id))
  if (found) return
  const lang = requestLang(c)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    restaurantId: translate(lang, 'operator.region.noRestaurant'),
  })
}

/** Delivery zones (fee, minimum order, free-delivery threshold, time): managers change them. */
export function regionRoutes(deps: EditDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()

  app.get(
    '/operator/regions',
    access({
      method: 'get',
      path: '/operator/regions',
      role: 'kitchen',
      tag: 'operator',
      summary: 'The delivery zones with their names in all four languages and figures in cents',
      response: z.object({ data: z.array(OperatorRegion) }),
    }),
    async (c) =>
      c.json({ data: await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id)) }),
  )

  app.post(
    '/operator/regions',
    access({
      method: 'post',
      path: '/operator/regions',
      role: 'manager',
      tag: 'operator',
      summary: 'Add a delivery zone',
      body: RegionCreate,
      response: Answer,
      errors: [409],
    }),
    validate('json', RegionCreate),
    async (c) => c.json({ data: await createRow(deps, c, REGION, c.req.valid('json')) }, 201),
  )

  app.post(
    '/operator/regions/:id',
    access({
      method: 'post',
      path: '/operator/regions/:id',
      role: 'manager',
      tag: 'operator',
      summary:
        "Change a zone's name, fee, minimum order, free-delivery threshold, time, kitchen or position",
      body: RegionEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', RegionEdit),
    async (c) => c.json({ data: await editRow(deps, c, REGION, c.req.valid('json')) }),
  )

  return app
}
