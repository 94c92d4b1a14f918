import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import type { Figures } from '#shared/contract/operator/orders'
import { PAYMENT_KEYS } from './Payments'

/** Per restaurant, and the cash each courier hands in. */
export function ShiftTables({ figures }: { figures: Figures }) {
  const { t, price } = useI18n()
  const head = (key: string) => <th scope="col">{t(`operator.console.dashboard.${key}`)}</th>
  return (
    <>
      <section className="card dashboard-wide" aria-labelledby="per-restaurant">
        <h2 id="per-restaurant">{t('operator.console.dashboard.restaurants')}</h2>
        {figures.restaurants.length === 0 ? (
          <p className="console-muted">{t('operator.console.dashboard.none')}</p>
        ) : (
          <TableScroll name={t('operator.console.dashboard.restaurants')}>
            <table className="console-table">
              <thead>
                <tr>
                  {head('restaurant')}
                  {head('placed')}
                  {head('completed')}
                  {head('cancelled')}
                  {head('revenue')}
                  {PAYMENT_KEYS.map((key) => head(key))}
                </tr>
              </thead>
              <tbody>
                {figures.restaurants.map((r) => (
                  <tr key={r.restaurantId}>
                    <th scope="row">{r.name}</th>
                    <td>{r.placed}</td>
                    <td>{r.completed}</td>
                    <td>{r.cancelled}</td>
                    <td>{price(r.revenue)}</td>
                    {PAYMENT_KEYS.map((key) => (
                      <td key={key}>{price(r.payments[key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section className="card" aria-labelledby="courier-cash">
        <h2 id="courier-cash">{t('operator.console.dashboard.couriers')}</h2>
        {figures.couriers.length === 0 ? (
          <p className="console-muted">{t('operator.console.dashboard.noCouriers')}</p>
        ) : (
          <table className="console-table">
            <thead>
              <tr>
                {head('courier')}
                {head('deliveries')}
                {head('cashOrders')}
                {head('handIn')}
              </tr>
            </thead>
            <tbody>
              {figures.couriers.map((c) => (
                <tr key={c.staffId}>
                  <th scope="row">{c.name}</th>
                  <td>{c.deliveries}</td>
                  <td>{c.cashOrders}</td>
                  <td>{price(c.cash)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}
