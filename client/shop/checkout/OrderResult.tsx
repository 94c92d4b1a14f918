import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { DiscountLines } from '#client/ui/order/DiscountLines'
import type { OrderDetail } from '#shared/contract/orders'
import type { Restaurant } from '#shared/contract/places'

type Props = {
  order: OrderDetail
  /** Where a pickup is collected (null for a delivery, or when the list could not be had). */
  restaurant: Pick<Restaurant, 'name' | 'address'> | null
}

/**
 * Number, total, when and where, and the way to the order's page: what a customer wants after
 * ordering (issue 30: the day when it is not today, the pickup's place and how it is paid).
 */
export function OrderResult({ order, restaurant }: Props) {
  const { t, price, href } = useI18n()
  const { promised } = useFormats()
  return (
    <div className="card order-result" data-testid="order-result">
      <p>
        {t('pages.order.title', { id: order.id })} · <strong>{price(order.total)}</strong>
      </p>
      {order.offers.length > 0 && (
        <dl className="order-totals">
          <DiscountLines offers={order.offers} />
        </dl>
      )}
      {order.awaitingConfirmation && <p>{t('account.order.awaitingConfirmation')}</p>}
      <p data-testid="promised-time" suppressHydrationWarning>
        {t('account.progress.promised', { time: promised(order.promisedAt) })}
      </p>
      {restaurant && (
        <p>
          {t('account.order.pickupAt', {
            restaurant: restaurant.name,
            address: restaurant.address,
          })}
        </p>
      )}
      {order.orderType === 'pickup' && order.paymentType === 'cash' && (
        <p>{t('account.order.atCounter')}</p>
      )}
      <a className="button" href={href(`/account/orders/${order.id}`)}>
        {t('checkout.toOrder')}
      </a>
    </div>
  )
}
