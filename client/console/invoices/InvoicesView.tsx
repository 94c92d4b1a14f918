import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { InvoiceExport } from '#client/console/invoices/InvoiceExport'
import { InvoicesToIssue } from '#client/console/invoices/InvoicesToIssue'
import { IssuedInvoices } from '#client/console/invoices/IssuedInvoices'
import { VatRateForm } from '#client/console/invoices/VatRateForm'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'
import { hasRole } from '#shared/staff'

/** Company invoices: what to issue, what was issued, the accountant's export, the VAT rate. */
export function InvoicesView() {
  const { t } = useI18n()
  const { overview, today } = useData<ViewData<'invoices'>>()
  const role = usePageContext().staff?.role
  return (
    <div className="console-page">
      <h1>{t('pages.console.invoices.title')}</h1>
      {!overview.sellerComplete && (
        <p className="field-error" role="note">
          {t('operator.invoices.sellerIncomplete')}
        </p>
      )}
      <InvoicesToIssue orders={overview.toIssue} />
      <IssuedInvoices invoices={overview.issued} />
      <InvoiceExport today={today} />
      {role && hasRole(role, 'admin') && <VatRateForm settings={overview.settings} />}
    </div>
  )
}
