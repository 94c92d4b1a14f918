import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId, validate } from '#server/api/validate'
import * as t from '#server/db/schema'
import { translate } from '#shared/i18n'
import { type EditDeps, recordEdit, updateById } from '../edits'
import type { StaffEnv } from '../roles'
import { OperatorOption, OperatorProduct, optionView, productView } from './menu'

const Availability = z
  .object({
    available: z.boolean(),
    until: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .describe('with available: false, when it comes back by itself; null: until switched back'),
  })
  .transform(({ available, until }) => ({
    available,
    // Back on means back on now: a time to come back belongs to a stop only.
    unavailableUntil: available || until === null ? null : new Date(until),
  }))

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
  const app = new Hono<StaffEnv>()

  app.post(
    '/operator/products/:id/availability',
    deps.access({
      method: 'post',
      path: '/operator/products/:id/availability',
      role: 'kitchen',
      tag: 'operator',
      summary:
        'Put a product on the stop-list (available: false), until a time or until switched back, or take it off',
      body: Availability,
      response: z.object({ data: OperatorProduct }),
      errors: [404],
    }),
    validate('json', Availability),
    async (c) => {
      const change = inFuture(c, c.req.valid('json'), deps.now())
      const product = await recordEdit(deps, c, 'product.availability', 'catalog', (tx) =>
        updateById(tx, t.products, 'product', rowId(c), change),
      )
      if (!product) throw new ApiError(404, translate(requestLang(c), 'api.productNotFound'))
      return c.json({ data: productView(product) })
    },
  )

  app.post(
    '/operator/modifier-options/:id/availability',
    deps.access({
      method: 'post',
      path: '/operator/modifier-options/:id/availability',
      role: 'kitchen',
      tag: 'operator',
      summary:
        'Put a modifier option on the stop-list (the storefront stops offering it) or take it off',
      body: Availability,
      response: z.object({ data: OperatorOption }),
      errors: [404],
    }),
    validate('json', Availability),
    async (c) => {
      const change = inFuture(c, c.req.valid('json'), deps.now())
      const option = await recordEdit(deps, c, 'modifier_option.availability', 'catalog', (tx) =>
        updateById(tx, t.modifierOptions, 'modifier_option', rowId(c), change),
      )
      if (!option)
        throw new ApiError(404, translate(requestLang(c), 'operator.menu.optionNotFound'))
      return c.json({ data: optionView(option) })
    },
  )

  return app
}
