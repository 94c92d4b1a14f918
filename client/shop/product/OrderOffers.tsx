import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'

/** The order-wide automatic offers running now, once above the menu rather than on every card. */
export function OrderOffers() {
  const { order_offers } = useSite()
  const { t } = useI18n()
  if (!order_offers.length) return null
  return (
    <aside className="order-offers" aria-label={t('offers.shown.label')}>
      {order_offers.map((offer) => (
        <p key={offer}>{offer}</p>
      ))}
    </aside>
  )
}
