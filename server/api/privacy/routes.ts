import type { Context } from 'hono'
import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import type { PhoneTag } from '#server/api/bonuses/welcome'
import { contractApp } from '#server/api/contract'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as contract from '#shared/contract/privacy'
import { eraseCustomer } from './erase'
import { customerExport, exportFileName } from './export'

/** The export as a file the browser saves rather than shows (RFC 6266). */
export function attachment(c: Context, now: Date) {
  c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
}

/** The signed-in customer's own data: a copy to take, or the account to delete. */
export function privacyRoutes(db: Database, now: () => Date, phoneTag: PhoneTag) {
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)

  app.openapi({ ...contract.exportData, middleware: [auth] }, async (c) => {
    const at = now()
    // A live session's customer always exists: deletion ends every session with the account.
    const data = (await customerExport(db, c.var.session.customerId, at))!
    attachment(c, at)
    return c.json(data, 200)
  })

  app.openapi({ ...contract.deleteAccount, middleware: [auth] }, async (c) => {
    const erased = await eraseCustomer(db, {
      id: c.var.session.customerId,
      lang: requestLang(c),
      now: now(),
      phoneTag,
    })
    return c.json({ data: erased! }, 200)
  })

  return app
}
