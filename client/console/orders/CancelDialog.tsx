import { useState } from 'react'
import { orderAction } from '#client/console/api'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { OperatorOrder } from '#shared/contract/operator/orders'

const REASON_MIN = 3
const REASON_MAX = 500

type Props = {
  orderId: number
  open: boolean
  onClose: () => void
  onCancelled: (order: OperatorOrder) => void
}

/** Cancelling an order needs a reason (3 to 500 characters): it goes into the order's history. */
export function CancelDialog({ orderId, open, onClose, onCancelled }: Props) {
  const { t, lang } = useI18n()
  const [reason, setReason] = useState('')
  const { busy, errors, setErrors, run } = useAction()

  const submit = async () => {
    const trimmed = reason.trim()
    if (trimmed.length < REASON_MIN) {
      setErrors({ reason: t('validation.tooShort', { min: REASON_MIN }) })
      return
    }
    await run(async () => {
      onCancelled(await orderAction(lang, orderId, 'cancel', { reason: trimmed }))
      setReason('')
      onClose()
    })
  }

  return (
    <Overlay
      open={open}
      onClose={onClose}
      title={t('operator.console.order.cancelTitle', { id: orderId })}
      testId="cancel-dialog"
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Field
          label={t('operator.console.order.reason')}
          hint={t('operator.console.order.reasonHint', { min: REASON_MIN, max: REASON_MAX })}
          data-autofocus
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          required
        />
        <p className="field-error" role="alert">
          {errors.reason ? '' : errors.form}
        </p>
        <div className="order-actions__buttons">
          <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
            {t('operator.console.order.cancelConfirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('operator.console.order.keep')}
          </button>
        </div>
      </form>
    </Overlay>
  )
}
