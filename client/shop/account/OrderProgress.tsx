import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { progress } from '#shared/order-progress'
import type { OrderDetail } from './types'

/** What the progress shows; a shared order's page has no payment (those parts are left out). */
type ProgressOf = Pick<
  OrderDetail,
  'status' | 'orderType' | 'promisedAt' | 'awaitingConfirmation'
> &
  Partial<Pick<OrderDetail, 'paymentType' | 'paidAt' | 'bonusSpent' | 'cancelReason' | 'refund'>>

/** Where the order is: a progress line, the promised time, or why it was cancelled and the refund. */
export function OrderProgress({ order }: { order: ProgressOf }) {
  const { t, price } = useI18n()
  const { promised } = useFormats()
  if (order.status === 'cancelled') {
    return (
      <div className="order-progress order-progress--cancelled" role="status">
        <p>{t('account.progress.cancelled')}</p>
        {order.paymentType === 'card_online' && !order.paidAt && (
          <p>
            {t('account.order.notPaidCancelled')}
            {order.bonusSpent !== undefined &&
              order.bonusSpent > 0 &&
              ` ${t('account.order.bonusesBack', { amount: price(order.bonusSpent) })}`}
          </p>
        )}
        {order.cancelReason && (
          <p>{t('account.progress.cancelReason', { reason: order.cancelReason })}</p>
        )}
        {order.refund && <p>{t(`account.progress.refund.${order.refund}`)}</p>}
      </div>
    )
  }
  const { steps, done } = progress(order.orderType, order.status)
  const label = (step: string) =>
    step === 'delivered' ? t('account.progress.delivered') : t(`account.status.${step}`)
  return (
    <div className="order-progress" role="status">
      <ol aria-label={t('account.progress.label')}>
        {steps.map((step, index) => (
          <li
            key={step}
            className="order-progress__step"
            data-state={index < done ? 'done' : 'todo'}
            aria-current={index === done - 1 ? 'step' : undefined}
          >
            {label(step)}
          </li>
        ))}
      </ol>
      {order.awaitingConfirmation ? (
        <p className="order-progress__confirm">{t('account.order.awaitingConfirmation')}</p>
      ) : (
        done === 0 && <p>{t('account.progress.waiting')}</p>
      )}
      {order.promisedAt && order.status !== 'completed' && (
        <p className="order-progress__promise" suppressHydrationWarning>
          {t('account.progress.promised', { time: promised(order.promisedAt) })}
        </p>
      )}
    </div>
  )
}
