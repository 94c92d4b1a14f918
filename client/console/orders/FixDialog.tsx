import { orderAction } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { lineFix } from '#shared/order-fix'

/** The line as the order's list shows it (its category is looked up on the order). */
export type FixChoice = { line: Omit<OperatorOrder['lines'][number], 'categoryId'>; to: number }

type Props = {
  order: OperatorOrder
  /** The line and its new quantity staff chose; null: the dialog is closed. */
  choice: FixChoice | null
  onClose: () => void
  onChange: (order: OperatorOrder) => void
  /** The API refused: the order is not what this screen showed, so it is read again. */
  onRefused: () => void
}

/**
 * Asks before taking a dish off an order, saying what the customer gets back: "Remove Maki mango
 * × 2: refund €7.80 to the card", or the new total to collect (the server's own figures).
 */
export function FixDialog({ order, choice, onClose, onChange, onRefused }: Props) {
  const { t, price, lang } = useI18n()
  const { busy, errors, run } = useAction()
  if (!choice) return null
  const { line, to } = choice
  const others = order.lines.filter((l) => l.id !== line.id)
  const categoryId = order.lines.find((l) => l.id === line.id)?.categoryId ?? null
  const figures = lineFix(order, { ...line, categoryId }, to, others)
  const refunds = order.paymentType === 'card_online' && order.paidAt !== null
  const params = { dish: line.name, quantity: line.quantity - to }
  const question =
    refunds && figures.moneyBack > 0
      ? t('operator.console.order.fix.refund', { ...params, amount: price(figures.moneyBack) })
      : t('operator.console.order.fix.total', { ...params, total: price(figures.total) })

  const submit = async () => {
    const done = await run(async () => {
      onChange(
        await orderAction(lang, order.id, 'fix', { lineId: line.id, from: line.quantity, to }),
      )
      onClose()
    })
    if (!done) onRefused()
  }

  return (
    <Overlay
      open
      onClose={onClose}
      title={t('operator.console.order.fix.title', { id: order.id })}
      testId="fix-dialog"
    >
      <p>{question}</p>
      {figures.bonusReturned > 0 && (
        <p>{t('operator.console.order.fix.bonuses', { amount: price(figures.bonusReturned) })}</p>
      )}
      <p>{t('operator.console.order.fix.texted')}</p>
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <div className="order-actions__buttons">
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void submit()}
        >
          {t('operator.console.order.fix.confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('operator.console.order.fix.keep')}
        </button>
      </div>
    </Overlay>
  )
}
