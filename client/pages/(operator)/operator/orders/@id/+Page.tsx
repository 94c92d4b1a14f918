import { useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { useFormats } from '../../../../../components/account/format'
import { OrderFacts } from '../../../../../components/account/OrderFacts'
import { OrderLines } from '../../../../../components/account/OrderLines'
import { OrderStatus, StatusHistory } from '../../../../../components/account/OrderStatus'
import { CustomerFacts } from '../../../../../components/operator/CustomerFacts'
import { OrderControls } from '../../../../../components/operator/OrderControls'
import { PaymentFacts } from '../../../../../components/operator/PaymentFacts'
import { Icon } from '../../../../../components/ui/Icon'
import { useI18n } from '../../../../../i18n'
import type { ConsoleOrderData } from './+data'

export default function Page() {
  const data = useData<ConsoleOrderData>()
  const { t, href } = useI18n()
  const { dateTime } = useFormats()
  // Each action answers the order as it now is.
  const [order, setOrder] = useState(data.order)
  useEffect(() => setOrder(data.order), [data.order])
  const { payment } = order
  return (
    <article className="console-order">
      <a className="order__back" href={href('/operator/orders')}>
        <Icon name="chevron-left" size={18} />
        {t('pages.console.orders.title')}
      </a>
      <header className="order__head">
        <h1>{t('pages.order.title', { id: order.id })}</h1>
        <p className="order__meta" data-testid="order-status">
          <OrderStatus status={order.status} />
          <span suppressHydrationWarning>
            {t('account.order.placedAt', { date: dateTime(order.createdAt) })}
          </span>
        </p>
      </header>
      <OrderControls order={order} onChange={setOrder} />
      <div className="order__grid">
        <section className="card order__section" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('account.order.lines')}</h2>
          <OrderLines order={order} />
        </section>
        <div className="order__aside">
          <section className="card order__section" aria-labelledby="order-customer-title">
            <h2 id="order-customer-title">{t('operator.console.order.customer')}</h2>
            <CustomerFacts customer={order.customer} />
          </section>
          <section className="card order__section" aria-labelledby="order-details-title">
            <h2 id="order-details-title">{t('account.order.details')}</h2>
            <OrderFacts order={order} restaurant={data.restaurant} />
          </section>
          {(payment.reference || payment.transactionId || payment.refund) && (
            <section className="card order__section" aria-labelledby="order-payment-title">
              <h2 id="order-payment-title">{t('account.order.payment')}</h2>
              <PaymentFacts payment={payment} />
            </section>
          )}
          <section className="card order__section" aria-labelledby="order-history-title">
            <h2 id="order-history-title">{t('account.order.history')}</h2>
            <StatusHistory events={order.events} notes />
          </section>
        </div>
      </div>
    </article>
  )
}
