import { usePageContext } from 'vike-react/usePageContext'
import { useAction } from '#client/console/form/useAction'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { OrderStatus } from '#client/ui/order/OrderStatus'
import type { OrderStatus as Status } from '#shared/checkout'
import { formatPhone } from '#shared/phone'
import { hasRole } from '#shared/staff'
import { orderAction } from '../api'
import type { BoardOrder } from '../types'
import { markSeen } from './alerts'
import { dueDay, isLate, minutesLeft } from './countdown'
import { awaitsConfirmation, confirmMove, nextMoves } from './moves'
import { TicketLink } from './TicketLink'

type Props = {
  order: BoardOrder
  fresh: boolean
  /** The zone's name for a delivery. */
  zone: string | null
  now: number
  /** The board's query, carried to the order for the way back. */
  back: string
}

/**
 * One order on the board with what the kitchen needs at a glance: when it is due (counting down,
 * flagged when late), where it goes, how many items, the comment, and its next step in one tap.
 * Its title links to the order; opening it ends its highlight.
 */
export function OrderCard({ order, fresh, zone, now, back }: Props) {
  const { t, tp, lang, price, href } = useI18n()
  const { time, dateTime } = useFormats()
  const { busy, errors, run } = useAction()
  const [next] = nextMoves(order)
  const held = awaitsConfirmation(order)
  const role = usePageContext().staff?.role
  const confirms = held && role !== undefined && hasRole(role, 'manager')
  const left = minutesLeft(order.promisedAt, now)
  const late = isLate(order, now)
  const day = dueDay(order.promisedAt, now)
  // The live feed brings the moved order back to the board in its new place.
  const advance = (status: Status) => {
    if (!confirmMove(status, t('operator.console.order.confirmComplete', { id: order.id }))) return
    markSeen(order.id)
    void run(() => orderAction(lang, order.id, 'status', { status }))
  }
  const confirm = () => void run(() => orderAction(lang, order.id, 'confirm'))
  const classes = [
    'order-card',
    fresh && 'order-card--fresh',
    late && 'order-card--late',
    held && 'order-card--held',
  ]
  return (
    <li className={classes.filter(Boolean).join(' ')} data-testid="order-card">
      <div className="order-card__head">
        <h3 className="order-card__title">
          <a href={href(`/operator/orders/${order.id}${back}`)} onClick={() => markSeen(order.id)}>
            {t('pages.order.title', { id: order.id })}
          </a>
        </h3>
        {fresh && <span className="order-card__flag">{t('operator.console.board.fresh')}</span>}
        {order.source === 'phone' && (
          <span className="order-card__flag order-card__flag--phone">
            {t('operator.console.board.byPhone')}
          </span>
        )}
        {held && (
          <span className="order-card__flag order-card__flag--held">
            {t('operator.console.board.needsConfirmation')}
          </span>
        )}
        {late && (
          <span className="order-card__flag order-card__flag--late">
            {t('operator.console.board.late')}
          </span>
        )}
        <OrderStatus status={order.status} />
      </div>
      <p className="order-card__when" suppressHydrationWarning>
        {/* Today's orders count down; another day's say which day, not thousands of minutes. */}
        <strong>
          {day === 'today'
            ? time(order.promisedAt)
            : day === 'tomorrow'
              ? t('operator.console.board.dueTomorrow', { time: time(order.promisedAt) })
              : t('operator.console.board.dueOn', { date: dateTime(order.promisedAt) })}
        </strong>
        {order.scheduledFor ? '' : ` (${t('account.order.asap')})`}
        {left < 0
          ? ` · ${t('operator.console.board.lateBy', { minutes: -left })}`
          : day === 'today' && ` · ${t('operator.console.board.dueIn', { minutes: left })}`}
      </p>
      <p>
        {t(`account.orderType.${order.orderType}`)}
        {zone && ` · ${zone}`}
        {order.street && ` · ${order.street}`}
      </p>
      <p>
        {tp('operator.console.board.items', order.itemCount)} ·{' '}
        <strong>{price(order.total)}</strong> · {t(`account.payment.${order.paymentType}`)}
        {order.paidAt && ` · ${t('operator.console.board.paid')}`}
      </p>
      {order.comment && <p className="order-card__comment">{order.comment}</p>}
      <p className="order-card__customer">
        {order.customer.name || formatPhone(order.customer.phone)}
      </p>
      <div className="order-card__actions">
        <TicketLink orderId={order.id} />
        {confirms && (
          <button
            type="button"
            className="button button--small order-card__next"
            disabled={busy}
            onClick={confirm}
          >
            {t('operator.console.order.confirm')}
          </button>
        )}
        {next && (
          <button
            type="button"
            className="button button--small order-card__next"
            disabled={busy}
            onClick={() => advance(next)}
          >
            {t(`operator.console.order.move.${next}`)}
          </button>
        )}
      </div>
      {errors.form && (
        <p className="field-error order-card__error" role="alert">
          {errors.form}
        </p>
      )}
    </li>
  )
}
