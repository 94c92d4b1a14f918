import { useData } from 'vike-react/useData'
import { OrderProgress } from '#client/shop/account/OrderProgress'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { OrderStatus, StatusHistory } from '#client/ui/order/OrderStatus'
import type { TrackData } from './+data'
import '#client/ui/order/order.css'
import '#client/shop/account/account.css'

/** An order followed by the link its customer shared: status and dishes, read only. */
export default function Page() {
  const { order } = useData<TrackData>()
  const { t } = useI18n()
  const { dateTime } = useFormats()
  return (
    <article className="order" data-testid="shared-order">
      <header className="order__head">
        <h1>{t('pages.track.title', { id: order.id })}</h1>
        <p className="order__meta">
          <OrderStatus status={order.status} />
          {order.place && (
            <span>{t(`pages.track.${order.orderType}`, { place: order.place })}</span>
          )}
        </p>
        <p className="lead">{t('pages.track.shared')}</p>
      </header>
      <section className="card order__section" aria-labelledby="order-progress-title">
        <h2 id="order-progress-title">{t('account.progress.title')}</h2>
        <OrderProgress order={order} />
      </section>
      <div className="order__grid">
        <section className="card order__section" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('account.order.lines')}</h2>
          <ul>
            {order.lines.map((line) => (
              <li key={line.id}>
                {line.quantity} × {line.name}
              </li>
            ))}
          </ul>
        </section>
        {order.events.length > 0 && (
          <section className="card order__section" aria-labelledby="order-history-title">
            <h2 id="order-history-title">{t('account.order.history')}</h2>
            <StatusHistory events={order.events} />
          </section>
        )}
      </div>
      {order.expiresAt && (
        <p suppressHydrationWarning>
          {t('pages.track.expires', { date: dateTime(order.expiresAt) })}
        </p>
      )}
    </article>
  )
}
