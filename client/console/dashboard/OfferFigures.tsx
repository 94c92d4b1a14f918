import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import type { Figures } from '#shared/contract/operator/orders'

/** What each offer did for the day: its orders, the discount it gave, the revenue they brought. */
export function OfferFigures({ offers }: { offers: Figures['offers'] }) {
  const { t, price } = useI18n()
  const head = (key: string) => <th scope="col">{t(`operator.console.dashboard.${key}`)}</th>
  return (
    <section className="card" aria-labelledby="offer-figures">
      <h2 id="offer-figures">{t('operator.console.dashboard.offers')}</h2>
      {offers.length === 0 ? (
        <p className="console-muted">{t('operator.console.dashboard.none')}</p>
      ) : (
        <TableScroll name={t('operator.console.dashboard.offers')}>
          <table className="console-table">
            <thead>
              <tr>
                {head('offer')}
                {head('uses')}
                {head('discount')}
                {head('revenue')}
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.offerId}>
                  <th scope="row">
                    {offer.name}
                    {offer.code && <span className="console-code"> {offer.code}</span>}
                  </th>
                  <td>{offer.uses}</td>
                  <td>{price(offer.discount)}</td>
                  <td>{price(offer.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
