import { and, count, eq, sql } from 'drizzle-orm'
import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { bonusLedger, customers } from '#server/db/schema'
import * as contract from '#shared/contract/bonuses'
import { translate } from '#shared/i18n'
import { balanceWithGift } from './birthday'
import { bonusHistory } from './ledger'

export type BonusDeps = { db: Database; catalog: CatalogStore; now: () => Date }

/** The customer's bonus balance and history, and the referral code that earns more. */
export function bonusRoutes({ db, catalog, now }: BonusDeps) {
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)

  app.openapi({ ...contract.bonuses, middleware: [auth] }, async (c) => {
    const { customerId } = c.var.session
    const at = now()
    const view = await catalog.view(requestLang(c), at)
    const { balance, pending } = await balanceWithGift(db, customerId, view.bonusRules, at)
    const history = await bonusHistory(db, customerId)
    return c.json(
      {
        data: {
          balance,
          pending,
          rules: view.bonusRules,
          history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
        },
      },
      200,
    )
  })

  app.openapi(contract.referralCode, async (c) => {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.referralCode, c.req.valid('param').code))
    if (!row) throw new ApiError(404, translate(requestLang(c), 'api.notFound'))
    return c.json({ data: { referrerId: row.id } }, 200)
  })

  app.openapi({ ...contract.referral, middleware: [auth] }, async (c) => {
    const { customerId } = c.var.session
    const [me] = await db
      .select({ code: customers.referralCode, id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
    const [invited] = await db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.referrerId, customerId))
    const [earned] = await db
      .select({ sum: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::int` })
      .from(bonusLedger)
      .where(and(eq(bonusLedger.customerId, customerId), eq(bonusLedger.kind, 'referral')))
    return c.json(
      {
        data: {
          code: me!.code,
          referrerId: me!.id,
          invited: invited?.n ?? 0,
          earned: earned?.sum ?? 0,
        },
      },
      200,
    )
  })

  return app
}
