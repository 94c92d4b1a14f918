import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { OrderStatus } from '#client/ui/order/OrderStatus'
import type { OrderSummary } from './types'
import './account.css'

/** One order in the list; the whole card is the link to the order (its heading's link stretches). */
export function OrderRow({ order }: { order: OrderSummary }) {
  const { t, price, href } = useI18n()
  const { dateTime } = useFormats()
  return (
    <li className="order-row card">
      <h2 className="order-row__title">
        <a href={href(`/account/orders/${order.id}`)}>{t('pages.order.title', { id: order.id })}</a>
      </h2>
      <dl className="order-row__facts">
        <div>
          <dt className="visually-hidden">{t('account.orders.date')}</dt>
          <dd>
            <time suppressHydrationWarning dateTime={order.createdAt}>
              {dateTime(order.createdAt)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('account.orders.status')}</dt>
          <dd>
            <OrderStatus status={order.status} />
          </dd>
        </div>
        <div className="order-row__total">
          <dt className="visually-hidden">{t('account.orders.total')}</dt>
          <dd>{price(order.total)}</dd>
        </div>
      </dl>
      <p className="order-row__dishes">
        {order.lines.map((l) => (l.quantity > 1 ? `${l.name} ×${l.quantity}` : l.name)).join(', ')}
      </p>
    </li>
  )
}
