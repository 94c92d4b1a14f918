import { eq } from 'drizzle-orm'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { invoicesCsv } from '#server/api/invoices/csv'
import { invoiceView, issueInvoice } from '#server/api/invoices/issue'
import { invoicesIssued, latestInvoices, ordersToInvoice } from '#server/api/invoices/list'
import {
  invoiceSeller,
  invoicingSettings,
  saveInvoicingSettings,
  sellerComplete,
} from '#server/api/invoices/seller'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { audit } from '#server/api/operator/staff/audit'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { invoices } from '#server/db/schema'
import * as contract from '#shared/contract/operator/invoices'
import { translate } from '#shared/i18n'

/** Company invoices: managers list what to invoice, issue, print and export; admins set the VAT rate. */
export function invoiceRoutes(deps: {
  db: Database
  catalog: CatalogStore
  now: () => Date
  guard: StaffGuard
}) {
  const { db, guard, now } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.invoices), async (c) => {
    const [toIssue, issued, settings, seller] = await Promise.all([
      ordersToInvoice(db),
      latestInvoices(db),
      invoicingSettings(db),
      invoiceSeller(db),
    ])
    return c.json(
      { data: { toIssue, issued, settings, sellerComplete: sellerComplete(seller) } },
      200,
    )
  })

  app.openapi(guard(contract.issueInvoice), async (c) => {
    const lang = requestLang(c)
    const orderId = rowId(c)
    const at = now()
    // The invoice is Bulgarian whoever issues it: dishes are named in Bulgarian.
    const view = await deps.catalog.view('bg', at)
    const { staffId } = c.var.staff
    const result = await issueInvoice(db, { orderId, staffId, now: at, view }, (tx, invoice) =>
      audit(tx, {
        staffId,
        action: 'invoice.issued',
        target: { type: 'order', id: orderId },
        after: { number: invoice.number, total: invoice.total },
        ip: clientIp(c),
        at,
      }),
    )
    if (result.kind === 'not_found') throw new ApiError(404, translate(lang, 'order.notFound'))
    if (result.kind === 'not_requested' || result.kind === 'not_due') {
      throw new ApiError(409, translate(lang, `operator.invoices.${result.kind}`))
    }
    return c.json({ data: invoiceView(result.invoice) }, result.kind === 'issued' ? 201 : 200)
  })

  // Before /invoices/{id}: "export" is no invoice's id.
  app.openapi(guard(contract.exportInvoices), async (c) => {
    const { from, to } = c.req.valid('query')
    const rows = await invoicesIssued(db, from, to)
    return new Response(invoicesCsv(rows, requestLang(c)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="invoices-${from}-${to}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  })

  app.openapi(guard(contract.invoice), async (c) => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, rowId(c)))
    if (!row) throw new ApiError(404, translate(requestLang(c), 'api.notFound'))
    return c.json({ data: invoiceView(row) }, 200)
  })

  app.openapi(guard(contract.invoicingSettings), async (c) => {
    const settings = c.req.valid('json')
    await db.transaction(async (tx) => {
      const before = await invoicingSettings(tx)
      await saveInvoicingSettings(tx, settings)
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'site.invoicing',
        target: { type: 'site', id: 'invoicing' },
        before,
        after: settings,
        ip: clientIp(c),
        at: now(),
      })
    })
    return c.json({ data: settings }, 200)
  })

  return app
}
