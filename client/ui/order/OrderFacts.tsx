import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { OrderDetail } from '#shared/contract/orders'
import type { Restaurant } from '#shared/contract/places'
import './order.css'

type Props = {
  order: OrderDetail
  restaurant: Pick<Restaurant, 'name' | 'address'> | null
}

/** How and when the order comes, and how it is paid. */
export function OrderFacts({ order, restaurant }: Props) {
  const { t, tp } = useI18n()
  const { dateTime, promised } = useFormats()
  const address = order.address
  const flat = address
    ? [
        address.entrance && t('account.order.entrance', { value: address.entrance }),
        address.floor && t('account.order.floor', { value: address.floor }),
        address.apartment && t('account.order.apartment', { value: address.apartment }),
      ].filter(Boolean)
    : []
  return (
    <dl className="facts order-facts">
      <div>
        <dt>{t('account.order.type')}</dt>
        <dd>{t(`account.orderType.${order.orderType}`)}</dd>
      </div>
      {order.orderType === 'delivery' && address && (
        <div>
          <dt>{t('account.order.address')}</dt>
          <dd>
            {address.street}
            {flat.length > 0 && <span className="order-facts__more">{flat.join(', ')}</span>}
            {address.note && <span className="order-facts__more">{address.note}</span>}
          </dd>
        </div>
      )}
      {order.orderType === 'pickup' && restaurant && (
        <div>
          <dt>{t('account.order.restaurant')}</dt>
          <dd>
            {restaurant.name}
            <span className="order-facts__more">{restaurant.address}</span>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('account.order.time')}</dt>
        <dd>
          {order.scheduledFor ? (
            <time suppressHydrationWarning dateTime={order.scheduledFor}>
              {dateTime(order.scheduledFor)}
            </time>
          ) : (
            <>
              {t('account.order.asap')}
              {/* What "as soon as possible" meant when it was placed: the time staff cook for. */}
              <span className="order-facts__more" suppressHydrationWarning>
                {t('account.progress.promised', { time: promised(order.promisedAt) })}
              </span>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('account.order.payment')}</dt>
        <dd>
          {t(`account.payment.${order.paymentType}`)}
          {order.orderType === 'pickup' && order.paymentType === 'cash' && (
            <span className="order-facts__more">{t('account.order.atCounter')}</span>
          )}
          {order.paidAt && (
            <span className="order-facts__more" suppressHydrationWarning>
              {t('account.order.paidAt', { date: dateTime(order.paidAt) })}
            </span>
          )}
        </dd>
      </div>
      {order.persons > 0 && (
        <div>
          <dt>{t('account.order.cutlery')}</dt>
          <dd>{tp('account.order.persons', order.persons)}</dd>
        </div>
      )}
      {order.invoice && (
        <div>
          <dt>{t('account.order.invoice')}</dt>
          <dd>
            {order.invoice.number
              ? t('account.order.invoiceIssued', { number: order.invoice.number })
              : t('account.order.invoiceRequested')}
            <span className="order-facts__more">
              {order.invoice.company.name}, {t('companyFields.eikShort')}{' '}
              {order.invoice.company.eik}
            </span>
          </dd>
        </div>
      )}
      {order.comment && (
        <div>
          <dt>{t('account.order.comment')}</dt>
          <dd className="order-facts__comment">{order.comment}</dd>
        </div>
      )}
    </dl>
  )
}
