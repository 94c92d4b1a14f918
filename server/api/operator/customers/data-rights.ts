import type { PhoneTag } from '#server/api/bonuses/welcome'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { audit } from '#server/api/operator/staff/audit'
import { eraseCustomer } from '#server/api/privacy/erase'
import { customerExport } from '#server/api/privacy/export'
import { attachment } from '#server/api/privacy/routes'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as contract from '#shared/contract/privacy'
import { translate } from '#shared/i18n'

// A customer may ask by e-mail or phone rather than from the account (GDPR art. 12(1)): an admin
// exports or deletes for them, and the audit log keeps who did it, when, and on what request.

export function dataRightsRoutes(deps: {
  db: Database
  now: () => Date
  guard: StaffGuard
  phoneTag: PhoneTag
}) {
  const { db, now, guard, phoneTag } = deps
  const app = contractApp<StaffEnv>()
  const missing = (lang: Parameters<typeof translate>[0]) =>
    new ApiError(404, translate(lang, 'api.notFound'))

  app.openapi(guard(contract.customerData), async (c) => {
    const id = rowId(c)
    const at = now()
    const data = await customerExport(db, id, at)
    if (!data) throw missing(requestLang(c))
    await audit(db, {
      staffId: c.var.staff.staffId,
      action: 'customer.exported',
      target: { type: 'customer', id },
      ip: clientIp(c),
      at,
    })
    attachment(c, at)
    return c.json(data, 200)
  })

  app.openapi(guard(contract.deleteCustomer), async (c) => {
    const lang = requestLang(c)
    const id = rowId(c)
    const at = now()
    const erased = await eraseCustomer(db, { id, lang, now: at, phoneTag }, (tx, { forfeited }) =>
      audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'customer.deleted',
        target: { type: 'customer', id },
        details: { request: c.req.valid('json').request, forfeited },
        ip: clientIp(c),
        at,
      }),
    )
    if (!erased) throw missing(lang)
    return c.json({ data: erased }, 200)
  })

  return app
}
