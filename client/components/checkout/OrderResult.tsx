import type { OrderDetail } from '../../../server/api/orders/view'
import { useI18n } from '../../i18n'

/** Number, total and the way to the order's page: what a customer wants after ordering. */
export function OrderResult({ order }: { order: OrderDetail | null }) {
  const { t, price, href } = useI18n()
  if (!order) return null
  return (
    <div className="card order-result" data-testid="order-result">
      <p>
        {t('checkout.orderNumber', { id: order.id })} · <strong>{price(order.total)}</strong>
      </p>
      <a className="button" href={href(`/account/orders/${order.id}`)}>
        {t('checkout.toOrder')}
      </a>
    </div>
  )
}
