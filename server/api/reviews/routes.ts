import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import { addBonus } from '#server/api/bonuses/ledger'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { orderDetail } from '#server/api/orders/view'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { reviews } from '#server/db/schema'
import * as contract from '#shared/contract/reviews'
import { translate } from '#shared/i18n'

export type ReviewDeps = { db: Database; catalog: CatalogStore; now: () => Date }

/** A review of a completed order, and the bonus it earns once. */
export function reviewRoutes({ db, catalog, now }: ReviewDeps) {
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)

  app.openapi({ ...contract.review, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const { customerId } = c.var.session
    const order = await orderDetail(db, rowId(c), customerId)
    if (!order) throw new ApiError(404, translate(lang, 'order.notFound'))
    if (order.status !== 'completed')
      throw new ApiError(409, translate(lang, 'order.reviewTooEarly'))
    const { rating, text } = c.req.valid('json')
    const { bonusRules } = await catalog.view(lang, now())
    const granted = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(reviews)
        .values({ orderId: order.id, customerId, rating, text, createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: reviews.id })
      if (!inserted.length) return false
      await addBonus(
        tx,
        {
          customerId,
          amount: bonusRules.reviewBonus,
          kind: 'review',
          status: 'available',
          orderId: order.id,
        },
        now(),
      )
      return true
    })
    if (!granted) throw new ApiError(409, translate(lang, 'order.alreadyReviewed'))
    return c.json({ data: { bonus: bonusRules.reviewBonus } }, 200)
  })

  return app
}
