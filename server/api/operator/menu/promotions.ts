import { asc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { createRow, type Editable, type EditDeps, editRow } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { offers, promotions } from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'
import { translate } from '#shared/i18n'

/** The offer a promotion names must exist: a 422 on its field, not the foreign key's 500. */
async function offerExists(tx: Database, c: Context, values: { offerId?: number | null }) {
  if (!values.offerId) return
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.id, values.offerId))
  if (offer) return
  const message = translate(requestLang(c), 'operator.console.promotions.offerUnknown')
  throw new ApiError(422, message, { offerId: message })
}

const PROMOTION: Editable<typeof promotions, 'promotion'> = {
  table: promotions,
  type: 'promotion',
  notFound: 'api.promotionNotFound',
  check: offerExists,
}

type Row = typeof promotions.$inferSelect

/**
 * Promotions in all four languages: everyone reads them, managers add, edit and switch them. Each
 * comes with its title and summary as the shop shows them in the staff member's language, the
 * {{figures}} they name filled in from the data.
 */
export function promotionRoutes(deps: EditDeps & { catalog: CatalogStore }) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  const shown = async (c: Context, rows: Row[]) => {
    const lang = requestLang(c)
    const { text } = await deps.catalog.view(lang, deps.now())
    return rows.map((row) => ({
      ...row,
      shown: { title: text(row.title[lang]), summary: text(row.summary[lang]) },
    }))
  }

  app.openapi(guard(contract.promotions), async (c) => {
    const rows = await db
      .select()
      .from(promotions)
      .orderBy(asc(promotions.sort), asc(promotions.id))
    return c.json({ data: await shown(c, rows) }, 200)
  })

  app.openapi(guard(contract.createPromotion), async (c) => {
    const row = await createRow(deps, c, PROMOTION, c.req.valid('json'))
    return c.json({ data: (await shown(c, [row]))[0]! }, 201)
  })

  app.openapi(guard(contract.editPromotion), async (c) => {
    const row = await editRow(deps, c, PROMOTION, c.req.valid('json'))
    return c.json({ data: (await shown(c, [row]))[0]! }, 200)
  })

  return app
}
