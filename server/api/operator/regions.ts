import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { translate } from '../../../shared/i18n'
import { regions } from '../../db/schema'
import { ApiError } from '../errors'
import { requestLang, validate } from '../validate'
import {
  Cents,
  type EditDeps,
  insertUnique,
  Localized,
  localizedText,
  Position,
  recordEdit,
  rowId,
  Slug,
  slugTaken,
  somethingToChange,
  updateById,
} from './edits'
import type { StaffEnv } from './roles'

const RegionFields = z.object({
  name: localizedText(100),
  deliveryFee: Cents,
  minOrder: Cents,
  freeDeliveryFrom: Cents.describe('the food total from which delivery is free'),
  etaMinutes: z.int().min(5).max(600),
  sort: Position,
})
const RegionCreate = RegionFields.extend({
  slug: Slug,
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
})
const Answer = z.object({ data: OperatorRegion })

/** Delivery zones (fee, minimum order, free-delivery threshold, time): managers change them. */
export function regionRoutes(deps: EditDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()
  const notFound = (c: Parameters<typeof requestLang>[0]) =>
    new ApiError(404, translate(requestLang(c), 'operator.region.notFound'))

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
    async (c) => {
      const body = c.req.valid('json')
      const region = await recordEdit(deps, c, 'region.created', 'catalog', (tx) =>
        insertUnique(tx, regions, 'region', body),
      )
      if (!region) throw slugTaken(c)
      return c.json({ data: region }, 201)
    },
  )

  app.post(
    '/operator/regions/:id',
    access({
      method: 'post',
      path: '/operator/regions/:id',
      role: 'manager',
      tag: 'operator',
      summary:
        "Change a zone's name, fee, minimum order, free-delivery threshold, time or position",
      body: RegionEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', RegionEdit),
    async (c) => {
      const region = await recordEdit(deps, c, 'region.updated', 'catalog', (tx) =>
        updateById(tx, regions, 'region', rowId(c), c.req.valid('json')),
      )
      if (!region) throw notFound(c)
      return c.json({ data: region })
    },
  )

  return app
}
