import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { type EditDeps, recordEdit, updateById } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import * as t from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'
import { translate } from '#shared/i18n'
import { optionView } from './menu'

/**
 * Managers say what a modifier option adds to the dish (EU 1169/2011 art. 9): the storefront shows
 * it on the product page, the cart line and the order, the kitchen's e-mail carries it.
 */
export function optionRoutes(deps: EditDeps) {
  const app = contractApp<StaffEnv>()

  app.openapi(deps.guard(contract.editOption), async (c) => {
    const option = await recordEdit(deps, c, 'modifier_option.updated', 'catalog', (tx) =>
      updateById(tx, t.modifierOptions, 'modifier_option', rowId(c), c.req.valid('json')),
    )
    if (!option) throw new ApiError(404, translate(requestLang(c), 'operator.menu.optionNotFound'))
    return c.json({ data: optionView(option) }, 200)
  })

  return app
}
