import { useI18n } from '#client/ui/i18n'
import type { OperatorOrder } from '#shared/contract/operator/orders'

/** The card payment's references at Viva and how its refund went. */
export function PaymentFacts({ payment }: { payment: OperatorOrder['payment'] }) {
  const { t, price } = useI18n()
  const { reference, transactionId, refund } = payment
  return (
    <dl className="facts">
      {reference && (
        <div>
          <dt>{t('operator.console.order.reference')}</dt>
          <dd className="console-code">{reference}</dd>
        </div>
      )}
      {transactionId && (
        <div>
          <dt>{t('operator.console.order.transaction')}</dt>
          <dd className="console-code">{transactionId}</dd>
        </div>
      )}
      {refund && (
        <div>
          <dt>{t('operator.console.order.refund')}</dt>
          <dd data-refund={refund.status}>
            {t(`operator.console.order.refundStatus.${refund.status}`, {
              amount: price(refund.amount),
            })}
          </dd>
        </div>
      )}
    </dl>
  )
}
