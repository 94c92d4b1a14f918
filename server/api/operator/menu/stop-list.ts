import type { Context } from 'hono'
import { startedAt, stoppedAt } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { type EditDeps, recordEdit, updateById } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import * as t from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'
import { translate } from '#shared/i18n'
import { optionView, productView } from './menu'

type Change = { available: boolean; unavailableUntil: Date | null }

/** A stop that would end before it began is a mistake: a 422 on `until`. */
function inFuture(c: Context, change: Change, now: Date): Change {
  if (!change.unavailableUntil || change.unavailableUntil > now) return change
  const lang = requestLang(c)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    until: translate(lang, 'operator.menu.untilPast'),
  })
}

/**
 * The stop-list: the kitchen switches off a dish or an option that ran out, and back on. It holds
 * at once on every instance: the storefront shows it, the cart quote and the checkout refuse it.
 */
export function stopListRoutes(deps: EditDeps) {
  const app = contractApp<StaffEnv>()

  app.openapi(deps.guard(contract.productAvailability), async (c) => {
    const at = deps.now()
    const change = inFuture(c, c.req.valid('json'), at)
    // A dish stopped again (another end) has been stopped since the first time.
    const product = await recordEdit(deps, c, 'product.availability', 'catalog', (tx) =>
      updateById(tx, t.products, 'product', rowId(c), (before) => ({
        ...change,
        unavailableSince: startedAt(
          !change.available,
          stoppedAt(before, at),
          before.unavailableSince,
          at,
        ),
      })),
    )
    if (!product) throw new ApiError(404, translate(requestLang(c), 'api.productNotFound'))
    return c.json({ data: productView(product) }, 200)
  })

  app.openapi(deps.guard(contract.optionAvailability), async (c) => {
    const change = inFuture(c, c.req.valid('json'), deps.now())
    const option = await recordEdit(deps, c, 'modifier_option.availability', 'catalog', (tx) =>
      updateById(tx, t.modifierOptions, 'modifier_option', rowId(c), change),
    )
    if (!option) throw new ApiError(404, translate(requestLang(c), 'operator.menu.optionNotFound'))
    return c.json({ data: optionView(option) }, 200)
  })

  return app
}
