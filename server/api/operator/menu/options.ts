import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId, validate } from '#server/api/validate'
import * as t from '#server/db/schema'
import { translate } from '#shared/i18n'
import { AllergenChoice, type EditDeps, recordEdit, updateById } from '../edits'
import type { StaffEnv } from '../roles'
import { OperatorOption, optionView } from './menu'

const OptionEdit = z.object({ allergens: AllergenChoice })

/**
 * Managers say what a modifier option adds to the dish (EU 1169/2011 art. 9): the storefront shows
 * it on the product page, the cart line and the order, the kitchen's e-mail carries it.
 */
export function optionRoutes(deps: EditDeps) {
  const app = new Hono<StaffEnv>()

  app.post(
    '/operator/modifier-options/:id',
    deps.access({
      method: 'post',
      path: '/operator/modifier-options/:id',
      role: 'manager',
      tag: 'operator',
      summary: "Set a modifier option's allergens ([] none, null unknown)",
      body: OptionEdit,
      response: z.object({ data: OperatorOption }),
      errors: [404],
    }),
    validate('json', OptionEdit),
    async (c) => {
      const option = await recordEdit(deps, c, 'modifier_option.updated', 'catalog', (tx) =>
        updateById(tx, t.modifierOptions, 'modifier_option', rowId(c), c.req.valid('json')),
      )
      if (!option)
        throw new ApiError(404, translate(requestLang(c), 'operator.menu.optionNotFound'))
      return c.json({ data: optionView(option) })
    },
  )

  return app
}
