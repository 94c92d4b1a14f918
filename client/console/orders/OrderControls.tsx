import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { orderAction } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { BodyOf } from '#shared/api-client'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { hasRole } from '#shared/staff'
import { CancelDialog } from './CancelDialog'
import { awaitsConfirmation, confirmMove, mayCancel, nextMoves } from './moves'

type Props = {
  order: OperatorOrder
  onChange: (order: OperatorOrder) => void
  /** A move was refused: the order is not what this screen showed, so it is read again. */
  onRefused: () => void
}

/**
 * What staff do with an order: confirm a held one (managers), move it on, cancel it with a reason,
 * try a failed refund again.
 */
export function OrderControls({ order, onChange, onRefused }: Props) {
  const { t, lang } = useI18n()
  const role = usePageContext().staff?.role
  const [cancelling, setCancelling] = useState(false)
  const { busy, errors, run } = useAction()
  const held = awaitsConfirmation(order)
  const act = async <A extends 'status' | 'refund' | 'confirm'>(
    action: A,
    body: BodyOf<`/api/operator/orders/{id}/${A}`>,
  ) => {
    const done = await run(async () => onChange(await orderAction(lang, order.id, action, body)))
    if (!done) onRefused()
  }

  return (
    <div className="order-controls">
      {held && <p className="order-controls__held">{t('operator.console.order.confirmHint')}</p>}
      <div className="order-actions__buttons">
        {held && role !== undefined && hasRole(role, 'manager') && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act('confirm', {})}
          >
            {t('operator.console.order.confirm')}
          </button>
        )}
        {nextMoves(order).map((status) => (
          <button
            key={status}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              const question = t('operator.console.order.confirmComplete', { id: order.id })
              if (confirmMove(status, question)) void act('status', { status })
            }}
          >
            {t(`operator.console.order.move.${status}`)}
          </button>
        ))}
        {order.payment.refund?.status === 'failed' && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act('refund', {})}
          >
            {t('operator.console.order.retryRefund')}
          </button>
        )}
        {mayCancel(order, role) && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setCancelling(true)}
          >
            {t('operator.console.order.cancel')}
          </button>
        )}
      </div>
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <CancelDialog
        orderId={order.id}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={onChange}
      />
    </div>
  )
}
