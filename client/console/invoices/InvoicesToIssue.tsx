import { navigate } from 'vike/client/router'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import type { InvoicesOverview } from '#shared/contract/operator/invoices'

/**
 * The orders whose customer asked for an invoice, paid or completed, none issued yet: each issued
 * with one press, which opens the invoice to print.
 */
export function InvoicesToIssue({ orders }: { orders: InvoicesOverview['toIssue'] }) {
  const { t, lang, price, href } = useI18n()
  const { dateTime } = useFormats()
  const { busy, errors, run } = useAction()
  const label = (key: string) => t(`operator.invoices.${key}`)
  const issue = (orderId: number) =>
    run(async () => {
      const { data } = await consoleApi(lang).post(
        '/api/operator/orders/{id}/invoice',
        {},
        { params: { id: orderId } },
      )
      await navigate(href(`/operator/invoices/${data.id}`))
    })
  return (
    <section className="card" aria-labelledby="to-issue-title">
      <h2 id="to-issue-title">{label('toIssue')}</h2>
      {orders.length === 0 ? (
        <p className="console-muted">{label('noneToIssue')}</p>
      ) : (
        <TableScroll name={label('toIssue')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{label('order')}</th>
                <th scope="col">{label('buyer')}</th>
                <th scope="col">{label('supplied')}</th>
                <th scope="col">{label('total')}</th>
                <th scope="col">
                  <span className="visually-hidden">{label('issue')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <td>
                    <a href={href(`/operator/orders/${order.orderId}`)}>
                      {t('pages.order.title', { id: order.orderId })}
                    </a>
                  </td>
                  <td>
                    {order.buyer.name}
                    <span className="console-muted">
                      {' '}
                      · {t('companyFields.eikShort')} {order.buyer.eik}
                    </span>
                  </td>
                  <td suppressHydrationWarning>{dateTime(order.suppliedAt)}</td>
                  <td>{price(order.total)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy}
                      onClick={() => void issue(order.orderId)}
                      aria-label={t('operator.invoices.issueFor', { id: order.orderId })}
                    >
                      {label('issue')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
    </section>
  )
}
