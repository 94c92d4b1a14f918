import { asc, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { type EditDeps, recordEdit } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'
import { translate } from '#shared/i18n'
import { productView } from './menu'

/** Every id must name a modifier group; otherwise a 422 on the field, not a foreign-key 500. */
async function requireGroups(tx: Database, c: Context, ids: number[]) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: t.modifierGroups.id })
    .from(t.modifierGroups)
    .where(inArray(t.modifierGroups.id, ids))
  if (found.length === ids.length) return
  const lang = requestLang(c)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    groupIds: translate(lang, 'operator.menu.noModifierGroup'),
  })
}

/**
 * Managers choose which modifier groups a product offers, in order. The storefront's product page,
 * the cart quote and the checkout follow at once: a newly required group must then be chosen.
 */
export function productGroupRoutes(deps: EditDeps) {
  const app = contractApp<StaffEnv>()

  app.openapi(deps.guard(contract.productGroups), async (c) => {
    const { groupIds } = c.req.valid('json')
    const id = rowId(c)
    const product = await recordEdit(deps, c, 'product.modifier_groups', 'catalog', async (tx) => {
      const [row] = await tx.select().from(t.products).where(eq(t.products.id, id)).for('update')
      if (!row) return null
      await requireGroups(tx, c, groupIds)
      const links = t.productModifierGroups
      const before = await tx
        .select({ groupId: links.groupId })
        .from(links)
        .where(eq(links.productId, id))
        .orderBy(asc(links.sort))
      await tx.delete(links).where(eq(links.productId, id))
      if (groupIds.length > 0) {
        await tx
          .insert(links)
          .values(groupIds.map((groupId, sort) => ({ productId: id, groupId, sort })))
      }
      return {
        target: { type: 'product', id },
        before: { modifierGroupIds: before.map((l) => l.groupId) },
        after: { modifierGroupIds: groupIds },
        result: { ...productView(row), modifierGroupIds: groupIds },
      }
    })
    if (!product) throw new ApiError(404, translate(requestLang(c), 'api.productNotFound'))
    return c.json({ data: product }, 200)
  })

  return app
}
