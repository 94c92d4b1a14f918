import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import type { Figures } from '#shared/contract/operator/orders'

/** The day's orders and revenue by where they were placed: the shop, the phone, an assistant. */
export function SourceFigures({ sources }: { sources: Figures['sources'] }) {
  const { t, price } = useI18n()
  const head = (key: string) => <th scope="col">{t(`operator.console.dashboard.${key}`)}</th>
  return (
    <section className="card" aria-labelledby="source-figures">
      <h2 id="source-figures">{t('operator.console.dashboard.sources')}</h2>
      <TableScroll name={t('operator.console.dashboard.sources')}>
        <table className="console-table" data-testid="source-figures">
          <thead>
            <tr>
              {head('sourceName')}
              {head('placed')}
              {head('orders')}
              {head('revenue')}
            </tr>
          </thead>
          <tbody>
            {sources.map((row) => (
              <tr key={row.source}>
                <th scope="row">{t(`operator.console.dashboard.from.${row.source}`)}</th>
                <td>{row.placed}</td>
                <td>{row.orders}</td>
                <td>{price(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
