import { useI18n } from '#client/ui/i18n'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import type { FixChoice } from './FixDialog'

type Props = {
  order: OperatorOrder
  line: FixChoice['line']
  onChoose: (choice: FixChoice) => void
}

/**
 * A line's way off the order: one fewer, or removed (not the order's only line: that is a
 * cancellation). Each opens the confirm dialog.
 */
export function LineFixButtons({ order, line, onChoose }: Props) {
  const { t } = useI18n()
  const removable = order.lines.length > 1
  return (
    <span className="line-fix">
      {line.quantity > 1 && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t('operator.console.order.fix.lessLabel', { dish: line.name })}
          onClick={() => onChoose({ line, to: line.quantity - 1 })}
        >
          {t('operator.console.order.fix.less')}
        </button>
      )}
      {removable && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t('operator.console.order.fix.removeLabel', { dish: line.name })}
          onClick={() => onChoose({ line, to: 0 })}
        >
          {t('operator.console.order.fix.remove')}
        </button>
      )}
    </span>
  )
}
