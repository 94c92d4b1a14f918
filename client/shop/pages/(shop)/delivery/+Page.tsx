import { useData } from 'vike-react/useData'
import { ZonesMap } from '#client/shop/delivery/ZonesMap'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { ZoneTiming } from '#client/shop/layout/ZoneTiming'
import { useI18n } from '#client/ui/i18n'
import { swatchClass } from '#client/ui/map/palette'
import { OpeningHours } from '#client/ui/OpeningHours'
import { TableScroll } from '#client/ui/TableScroll'
import type { DeliveryData } from './+data'

export default function Page() {
  const { regions, restaurants, paymentTypes } = useData<DeliveryData>()
  const { t, price } = useI18n()
  return (
    <PageIntro lead={t('delivery.lead')}>
      <section className="section" aria-labelledby="zones-title">
        <h2 id="zones-title">{t('delivery.zones')}</h2>
        <TableScroll name={t('delivery.zones')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('delivery.zone')}</th>
                <th scope="col">{t('delivery.fee')}</th>
                <th scope="col">{t('delivery.minOrder')}</th>
                <th scope="col">{t('delivery.freeFromColumn')}</th>
                <th scope="col">{t('delivery.eta')}</th>
              </tr>
            </thead>
            <tbody>
              {regions.map((region, index) => (
                <tr key={region.id}>
                  <th scope="row">
                    <span className={swatchClass(index)} aria-hidden="true" />
                    {region.name}
                  </th>
                  <td>{region.deliveryFee ? price(region.deliveryFee) : t('delivery.free')}</td>
                  <td>{price(region.minOrder)}</td>
                  <td>{price(region.freeDeliveryFrom)}</td>
                  <td>
                    <ZoneTiming region={region} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <ZonesMap regions={regions} />
      </section>
      <section className="section" aria-labelledby="hours-title">
        <h2 id="hours-title">{t('delivery.hours')}</h2>
        {restaurants.map((restaurant) => (
          <div key={restaurant.id} className="card hours-card">
            <h3>{restaurant.name}</h3>
            <OpeningHours hours={restaurant.hours} />
          </div>
        ))}
      </section>
      <section className="section" id="payment" aria-labelledby="payment-title">
        <h2 id="payment-title">{t('delivery.payment')}</h2>
        <ul>
          {paymentTypes.map((type) => (
            <li key={type.code}>
              <strong>{type.name}</strong> — {t(`delivery.paymentText.${type.code}`)}
            </li>
          ))}
        </ul>
      </section>
    </PageIntro>
  )
}
