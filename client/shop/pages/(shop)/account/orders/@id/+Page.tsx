import { useData } from 'vike-react/useData'
import { OrderActions } from '#client/shop/account/OrderActions'
import { OrderProgress } from '#client/shop/account/OrderProgress'
import { PushOptIn } from '#client/shop/account/PushOptIn'
import { ShareOrder } from '#client/shop/account/ShareOrder'
import { useLiveOrder } from '#client/shop/account/useLiveOrder'
import { useFormats } from '#client/ui/format'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { OrderFacts } from '#client/ui/order/OrderFacts'
import { OrderLines } from '#client/ui/order/OrderLines'
import { OrderStatus, StatusHistory } from '#client/ui/order/OrderStatus'
import type { OrderData } from './+data'

export default function Page() {
  const data = useData<OrderData>()
  const { restaurant } = data
  const order = useLiveOrder(data.order)
  const { t, href } = useI18n()
  const { dateTime } = useFormats()
  return (
    <article className="order">
      <a className="order__back" href={href('/account/orders')}>
        <Icon name="chevron-left" size={18} />
        {t('pages.orders.title')}
      </a>
      <header className="order__head">
        <h1>{t('pages.order.title', { id: order.id })}</h1>
        <p className="order__meta">
          <OrderStatus status={order.status} />
          <span suppressHydrationWarning>
            {t('account.order.placedAt', { date: dateTime(order.createdAt) })}
          </span>
        </p>
      </header>
      <section className="card order__section" aria-labelledby="order-progress-title">
        <h2 id="order-progress-title">{t('account.progress.title')}</h2>
        <OrderProgress order={order} />
        <PushOptIn order={order} />
      </section>
      <OrderActions order={order} />
      <div className="order__grid">
        <section className="card order__section" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('account.order.lines')}</h2>
          <OrderLines order={order} />
        </section>
        <div className="order__aside">
          <section className="card order__section" aria-labelledby="order-details-title">
            <h2 id="order-details-title">{t('account.order.details')}</h2>
            <OrderFacts order={order} restaurant={restaurant} />
          </section>
          <ShareOrder orderId={order.id} />
          {order.events.length > 0 && (
            <section className="card order__section" aria-labelledby="order-history-title">
              <h2 id="order-history-title">{t('account.order.history')}</h2>
              <StatusHistory events={order.events} />
            </section>
          )}
        </div>
      </div>
    </article>
  )
}
