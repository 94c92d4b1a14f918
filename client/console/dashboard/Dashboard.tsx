import { useI18n } from '#client/ui/i18n'
import type { Figures } from '#shared/contract/operator/orders'
import { HourChart } from './HourChart'
import { OfferFigures } from './OfferFigures'
import { Payments } from './Payments'
import { ShiftTables } from './ShiftTables'
import { SourceFigures } from './SourceFigures'
import '#client/console/menu/catalog.css'

/**
 * A day's figures as a manager closes: orders placed, completed and cancelled, the revenue (paid or
 * completed orders) by way of paying, refunds, per restaurant, each courier's cash, dishes, hours.
 */
export function Dashboard({ figures }: { figures: Figures }) {
  const { t, price } = useI18n()
  const figure = (label: string, value: string | number) => (
    <div>
      <dt>{t(`operator.console.dashboard.${label}`)}</dt>
      <dd>{value}</dd>
    </div>
  )
  return (
    <div className="console-columns">
      <section aria-labelledby="day-figures" className="dashboard-figures">
        <h2 id="day-figures" className="visually-hidden">
          {t('operator.console.dashboard.figures')}
        </h2>
        <dl className="figures">
          {figure('placed', figures.placed)}
          {figure('completed', figures.completed)}
          {figure('cancelled', figures.cancelled)}
          {figure('orders', figures.orders)}
          {figure('revenue', price(figures.revenue))}
          {figure('average', price(figures.averageOrder))}
        </dl>
        <p className="field__hint">{t('operator.console.dashboard.counted')}</p>
      </section>
      <section className="card" aria-labelledby="payments">
        <h2 id="payments">{t('operator.console.dashboard.payments')}</h2>
        <Payments payments={figures.payments} />
        <h3 className="dashboard-subhead">{t('operator.console.dashboard.refunds')}</h3>
        <dl className="figure-list">
          {figure('refundCount', figures.refunds.count)}
          {figure('refundAmount', price(figures.refunds.amount))}
          {figures.refunds.open > 0 && figure('refundOpen', figures.refunds.open)}
        </dl>
      </section>
      <ShiftTables figures={figures} />
      <SourceFigures sources={figures.sources} />
      <OfferFigures offers={figures.offers} />
      <section className="card" aria-labelledby="per-hour">
        <h2 id="per-hour">{t('operator.console.dashboard.perHour')}</h2>
        <HourChart hours={figures.perHour} />
      </section>
      <section className="card" aria-labelledby="top-products">
        <h2 id="top-products">{t('operator.console.dashboard.top')}</h2>
        {figures.topProducts.length === 0 ? (
          <p className="console-muted">{t('operator.console.dashboard.none')}</p>
        ) : (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('operator.console.dashboard.dish')}</th>
                <th scope="col">{t('operator.console.dashboard.quantity')}</th>
                <th scope="col">{t('operator.console.dashboard.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.topProducts.map((p) => (
                <tr key={p.productId}>
                  <th scope="row">{p.name}</th>
                  <td>{p.quantity}</td>
                  <td>{price(p.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
