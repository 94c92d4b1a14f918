import { asc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { createRow, type Editable, type EditDeps, editRow } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { regions, restaurants } from '#server/db/schema'
import * as contract from '#shared/contract/operator/places'
import { translate } from '#shared/i18n'
import { overlapsOf } from './overlaps'

const REGION: Editable<typeof regions, 'region'> = {
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
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  /** Every zone, each with the zones its area overlaps (the console warns of them). */
  async function listed() {
    const rows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id))
    const overlaps = overlapsOf(
      rows.flatMap((r) => (r.area ? [{ regionId: r.id, area: r.area }] : [])),
    )
    return rows.map((r) => ({ ...r, overlaps: overlaps.get(r.id) ?? [] }))
  }
  const withOverlaps = async (id: number) => (await listed()).find((r) => r.id === id)!

  app.openapi(guard(contract.regions), async (c) => c.json({ data: await listed() }, 200))

  app.openapi(guard(contract.createRegion), async (c) => {
    const row = await createRow(deps, c, REGION, c.req.valid('json'))
    return c.json({ data: await withOverlaps(row.id) }, 201)
  })

  app.openapi(guard(contract.editRegion), async (c) => {
    const row = await editRow(deps, c, REGION, c.req.valid('json'))
    return c.json({ data: await withOverlaps(row.id) }, 200)
  })

  return app
}
