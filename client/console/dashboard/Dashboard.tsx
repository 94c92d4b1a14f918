import { useI18n } from '#client/ui/i18n'
import type { Figures } from '../catalog-types'
import { HourChart } from './HourChart'
import '#client/console/menu/catalog.css'

/** A day's figures: orders, revenue and average (paid or completed orders), top dishes, hours. */
export function Dashboard({ figures }: { figures: Figures }) {
  const { t, price } = useI18n()
  return (
    <div className="console-columns">
      <section aria-labelledby="day-figures" className="dashboard-figures">
        <h2 id="day-figures" className="visually-hidden">
          {t('operator.console.dashboard.figures')}
        </h2>
        <dl className="figures">
          <div>
            <dt>{t('operator.console.dashboard.orders')}</dt>
            <dd>{figures.orders}</dd>
          </div>
          <div>
            <dt>{t('operator.console.dashboard.revenue')}</dt>
            <dd>{price(figures.revenue)}</dd>
          </div>
          <div>
            <dt>{t('operator.console.dashboard.average')}</dt>
            <dd>{price(figures.averageOrder)}</dd>
          </div>
          <div>
            <dt>{t('operator.console.dashboard.placed')}</dt>
            <dd>{figures.placed}</dd>
          </div>
          <div>
            <dt>{t('operator.console.dashboard.cancelled')}</dt>
            <dd>{figures.cancelled}</dd>
          </div>
        </dl>
        <p className="field__hint">{t('operator.console.dashboard.counted')}</p>
      </section>
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
