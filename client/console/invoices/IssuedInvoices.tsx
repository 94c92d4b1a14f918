import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import type { InvoicesOverview } from '#shared/contract/operator/invoices'

/** The latest invoices issued, newest first, each opening its printable page. */
export function IssuedInvoices({ invoices }: { invoices: InvoicesOverview['issued'] }) {
  const { t, price, href } = useI18n()
  const { dateTime } = useFormats()
  const label = (key: string) => t(`operator.invoices.${key}`)
  return (
    <section className="card" aria-labelledby="issued-title">
      <h2 id="issued-title">{label('issued')}</h2>
      {invoices.length === 0 ? (
        <p className="console-muted">{label('noneIssued')}</p>
      ) : (
        <TableScroll name={label('issued')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{label('number')}</th>
                <th scope="col">{label('issuedAt')}</th>
                <th scope="col">{label('buyer')}</th>
                <th scope="col">{label('total')}</th>
                <th scope="col">{label('order')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    <a className="console-code" href={href(`/operator/invoices/${invoice.id}`)}>
                      {invoice.number}
                    </a>
                  </td>
                  <td suppressHydrationWarning>{dateTime(invoice.issuedAt)}</td>
                  <td>
                    {invoice.buyer}
                    <span className="console-muted">
                      {' '}
                      · {t('companyFields.eikShort')} {invoice.eik}
                    </span>
                  </td>
                  <td>{price(invoice.total)}</td>
                  <td>
                    <a href={href(`/operator/orders/${invoice.orderId}`)}>
                      {t('pages.order.title', { id: invoice.orderId })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
