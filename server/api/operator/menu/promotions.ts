import { asc } from 'drizzle-orm'
import { contractApp } from '#server/api/contract'
import { promotions } from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'
import { createRow, type Editable, type EditDeps, editRow } from '../edits'
import type { StaffEnv } from '../roles'

const PROMOTION: Editable<typeof promotions> = {
  table: promotions,
  type: 'promotion',
  notFound: 'api.promotionNotFound',
}

/** Promotions in all four languages: everyone reads them, managers add, edit and switch them. */
export function promotionRoutes(deps: EditDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.promotions), async (c) =>
    c.json(
      {
        data: await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id)),
      },
      200,
    ),
  )

  app.openapi(guard(contract.createPromotion), async (c) =>
    c.json({ data: await createRow(deps, c, PROMOTION, c.req.valid('json')) }, 201),
  )

  app.openapi(guard(contract.editPromotion), async (c) =>
    c.json({ data: await editRow(deps, c, PROMOTION, c.req.valid('json')) }, 200),
  )

  return app
}
