import { useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { onOrderEvent } from '#client/console/orders/live'
import { NavigationLinks } from '#client/console/orders/NavigationLinks'
import { useReloader } from '#client/console/orders/reloader'
import type { ViewData } from '#client/console/sections'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { OrderStatus } from '#client/ui/order/OrderStatus'
import type { Delivery } from '#shared/contract/operator/orders'
import { customerTelHref, formatPhone } from '#shared/phone'

/** The courier's own deliveries: where to, whom to call, what to collect, and "delivered". */
export function DeliveriesView() {
  const data = useData<ViewData<'deliveries'>>()
  const { t, lang, price } = useI18n()
  const { time } = useFormats()
  const [deliveries, setDeliveries] = useState(data.deliveries)
  // The round as it is: read again on each event of the courier's feed and every 30 s.
  const request = useReloader(
    async () => {
      const { data } = await consoleApi(lang).get('/api/operator/deliveries')
      setDeliveries(data)
    },
    () => {},
  )
  useEffect(() => onOrderEvent(() => request()), [request])
  const { busy, errors, run } = useAction()
  const deliver = (id: number) =>
    void run(async () => {
      await consoleApi(lang).post('/api/operator/deliveries/{id}/delivered', undefined, {
        params: { id },
      })
      setDeliveries((list) => list.filter((d) => d.id !== id))
    })
  return (
    <div className="console-page">
      <h1>{t('pages.console.deliveries.title')}</h1>
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      {deliveries.length === 0 && (
        <p className="console-muted">{t('operator.console.deliveries.none')}</p>
      )}
      <ul className="order-cards">
        {deliveries.map((d: Delivery) => (
          <li key={d.id} className="order-card" data-testid="delivery">
            <div className="order-card__head">
              <h2 className="order-card__title">{t('pages.order.title', { id: d.id })}</h2>
              <OrderStatus status={d.status} />
            </div>
            <p suppressHydrationWarning>
              <strong>{t('operator.console.ticket.due', { time: time(d.promisedAt) })}</strong>
              {d.zone && ` · ${d.zone}`}
            </p>
            {d.address && (
              <p>
                <strong>{d.address.street}</strong>
                {[
                  d.address.entrance && t('account.order.entrance', { value: d.address.entrance }),
                  d.address.floor && t('account.order.floor', { value: d.address.floor }),
                  d.address.apartment &&
                    t('account.order.apartment', { value: d.address.apartment }),
                ]
                  .filter(Boolean)
                  .map((part) => ` · ${part}`)}
              </p>
            )}
            {d.address && <NavigationLinks street={d.address.street} point={d.point} />}
            {d.address?.note && <p>{d.address.note}</p>}
            {d.comment && <p className="order-card__comment">{d.comment}</p>}
            <p>
              {d.customer.name && `${d.customer.name} · `}
              <a className="button button--small" href={customerTelHref(d.customer.phone)}>
                {t('operator.console.deliveries.call', { phone: formatPhone(d.customer.phone) })}
              </a>
            </p>
            <p>
              <strong>
                {d.toCollect > 0
                  ? t('operator.console.deliveries.collect', { amount: price(d.toCollect) })
                  : t('operator.console.deliveries.prepaid')}
              </strong>
            </p>
            {d.status === 'on_the_way' && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => deliver(d.id)}
              >
                {t('operator.console.deliveries.delivered')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
