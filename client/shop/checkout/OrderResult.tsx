import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { OrderDetail } from '#shared/contract/orders'

/** Number, total, the promised time and the way to the order's page: what a customer wants after ordering. */
export function OrderResult({ order }: { order: OrderDetail }) {
  const { t, price, href } = useI18n()
  const { time } = useFormats()
  return (
    <div className="card order-result" data-testid="order-result">
      <p>
        {t('pages.order.title', { id: order.id })} · <strong>{price(order.total)}</strong>
      </p>
      {order.awaitingConfirmation && <p>{t('account.order.awaitingConfirmation')}</p>}
      <p data-testid="promised-time" suppressHydrationWarning>
        {t('account.progress.promised', { time: time(order.promisedAt) })}
      </p>
      <a className="button" href={href(`/account/orders/${order.id}`)}>
        {t('checkout.toOrder')}
      </a>
    </div>
  )
}
