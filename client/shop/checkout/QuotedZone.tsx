import { useData } from 'vike-react/useData'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { useI18n } from '#client/ui/i18n'
import type { OrderQuote } from '#client/ui/order/OrderSummary'

/**
 * The zone the address's point lies in, as the server's quote found it: its name, fee and time.
 * Nothing while the quote is on its way, nor outside every zone (the street field says so and
 * offers pickup): never the preset zone, which says nothing about this address.
 */
export function QuotedZone({ quote }: { quote: OrderQuote | null }) {
  const { regions } = useData<CheckoutData>()
  const { t, price } = useI18n()
  const region = regions.find((r) => r.id === quote?.regionId)
  return (
    <p className="field quoted-zone" role="status">
      {region ? (
        <>
          <span className="field__label">{t('checkout.zone')}</span>
          <span>
            <strong>{region.name}</strong> —{' '}
            {region.deliveryFee ? price(region.deliveryFee) : t('delivery.free')},{' '}
            {t('checkout.zoneMinutes', { minutes: region.promiseMinutes })}
          </span>
        </>
      ) : null}
    </p>
  )
}
