import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { CourierSelect } from '#client/console/orders/CourierSelect'
import { CustomerFacts } from '#client/console/orders/CustomerFacts'
import { type FixChoice, FixDialog } from '#client/console/orders/FixDialog'
import { LineFixButtons } from '#client/console/orders/LineFixButtons'
import { mayFix } from '#client/console/orders/moves'
import { NavigationLinks } from '#client/console/orders/NavigationLinks'
import { OrderControls } from '#client/console/orders/OrderControls'
import { PaymentFacts } from '#client/console/orders/PaymentFacts'
import { TicketLink } from '#client/console/orders/TicketLink'
import { useLiveOrder } from '#client/console/orders/useLiveOrder'
import type { ViewData } from '#client/console/sections'
import { useFormats } from '#client/ui/format'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { OrderFacts } from '#client/ui/order/OrderFacts'
import { OrderLines } from '#client/ui/order/OrderLines'
import { OrderStatus, StatusHistory } from '#client/ui/order/OrderStatus'
import { streetSearchLink } from '#shared/map-link'

export function OrderView() {
  const data = useData<ViewData<'order'>>()
  const { t, href } = useI18n()
  const { dateTime } = useFormats()
  // Each action answers the order as it now is; the live feed brings other screens' moves.
  const { order, setOrder, refresh } = useLiveOrder(data.order)
  const { payment } = order
  const role = usePageContext().staff?.role
  // A dish the kitchen cannot make comes off the order (after a confirmation) instead of cancelling it.
  const [fixing, setFixing] = useState<FixChoice | null>(null)
  return (
    <article className="console-order">
      <a className="order__back" href={href(`/operator/orders${data.back}`)}>
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
      <OrderControls order={order} onChange={setOrder} onRefused={refresh} />
      <p>
        <TicketLink orderId={order.id} />
      </p>
      <div className="order__grid">
        <section className="card order__section" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('account.order.lines')}</h2>
          <OrderLines
            order={order}
            lineAction={
              mayFix(order, role)
                ? (line) => <LineFixButtons order={order} line={line} onChoose={setFixing} />
                : undefined
            }
          />
          <FixDialog
            order={order}
            choice={fixing}
            onClose={() => setFixing(null)}
            onChange={setOrder}
            onRefused={refresh}
          />
        </section>
        <div className="order__aside">
          <section className="card order__section" aria-labelledby="order-customer-title">
            <h2 id="order-customer-title">{t('operator.console.order.customer')}</h2>
            <CustomerFacts customer={order.customer} />
            {order.orderType === 'delivery' && (
              <CourierSelect
                orderId={order.id}
                courierId={order.courierId}
                couriers={data.couriers}
              />
            )}
          </section>
          <section className="card order__section" aria-labelledby="order-details-title">
            <h2 id="order-details-title">{t('account.order.details')}</h2>
            {order.orderType === 'delivery' && (
              <p className="order__where">
                {data.zone && t('operator.console.ticket.zone', { name: data.zone })}
                {order.address && !order.point && (
                  <a href={streetSearchLink(order.address.street)} target="_blank" rel="noreferrer">
                    {t('operator.console.order.onMap')}
                  </a>
                )}
              </p>
            )}
            {order.address && order.point && (
              <NavigationLinks street={order.address.street} point={order.point} />
            )}
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
