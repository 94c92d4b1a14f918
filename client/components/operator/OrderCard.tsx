import { formatPhone } from '../../../shared/phone'
import { useI18n } from '../../i18n'
import { useFormats } from '../account/format'
import { OrderStatus } from '../account/OrderStatus'
import { markSeen } from './alerts'
import type { BoardOrder } from './types'

/** One order on the board. Its title links to the order; opening it ends its highlight. */
export function OrderCard({ order, fresh }: { order: BoardOrder; fresh: boolean }) {
  const { t, price, href } = useI18n()
  const { time } = useFormats()
  return (
    <li className={`order-card${fresh ? ' order-card--fresh' : ''}`} data-testid="order-card">
      <div className="order-card__head">
        <h3 className="order-card__title">
          <a href={href(`/operator/orders/${order.id}`)} onClick={() => markSeen(order.id)}>
            {t('pages.order.title', { id: order.id })}
          </a>
        </h3>
        {fresh && <span className="order-card__flag">{t('operator.console.board.fresh')}</span>}
        <OrderStatus status={order.status} />
      </div>
      <p className="order-card__when" suppressHydrationWarning>
        <strong>{order.scheduledFor ? time(order.scheduledFor) : t('account.order.asap')}</strong>
        {' · '}
        {t('operator.console.board.placed', { time: time(order.createdAt) })}
      </p>
      <p>
        {t(`account.orderType.${order.orderType}`)} · <strong>{price(order.total)}</strong>
      </p>
      <p>
        {t(`account.payment.${order.paymentType}`)}
        {order.paidAt && ` · ${t('operator.console.board.paid')}`}
      </p>
      <p className="order-card__customer">
        {order.customer.name || formatPhone(order.customer.phone)}
      </p>
    </li>
  )
}
