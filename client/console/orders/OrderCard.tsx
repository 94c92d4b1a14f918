import { usePageContext } from 'vike-react/usePageContext'
import { orderAction } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { OrderStatus } from '#client/ui/order/OrderStatus'
import type { OrderStatus as Status } from '#shared/checkout'
import type { BoardOrder, Courier } from '#shared/contract/operator/orders'
import { PROMISE_MOVABLE } from '#shared/kitchen-promise'
import { formatPhone } from '#shared/phone'
import { hasRole } from '#shared/staff'
import { markSeen } from './alerts'
import { CardDishes } from './CardDishes'
import { CourierSelect } from './CourierSelect'
import { dueDay, isLate, minutesLeft, minutesSince } from './countdown'
import { awaitsConfirmation, carriesCourier, confirmMove, nextMoves } from './moves'
import { AcceptChoices, LaterButton } from './PromiseButtons'
import { TicketLink } from './TicketLink'
import { timeToCook } from './waiting'

type Props = {
  order: BoardOrder
  fresh: boolean
  /** The zone's name for a delivery. */
  zone: string | null
  now: number
  /** Who may carry a delivery: chosen on the card. */
  couriers: Courier[]
  /** The board's query, carried to the order for the way back. */
  back: string
  /** A move was refused (another screen moved the order first): the board reads itself again. */
  onRefused: () => void
}

/**
 * One order on the board with what the kitchen needs at a glance: when it is due (counting down,
 * flagged when late) and how long ago it came, where it goes, its dishes with their options, the
 * comment, and its next step in one tap (accepting with a ready-in time; later, "+10 min").
 * Its title links to the order; opening it ends its highlight.
 */
export function OrderCard({ order, fresh, zone, now, couriers, back, onRefused }: Props) {
  const { t, lang, price, href } = useI18n()
  const { time, dateTime } = useFormats()
  const { busy, errors, run } = useAction()
  const [next] = nextMoves(order)
  const held = awaitsConfirmation(order)
  const role = usePageContext().staff?.role
  const confirms = held && role !== undefined && hasRole(role, 'manager')
  const left = minutesLeft(order.promisedAt, now)
  const late = isLate(order, now)
  const day = dueDay(order.promisedAt, now)
  const arrived = minutesSince(order.createdAt, now)
  // The live feed brings the moved order back to the board in its new place.
  const advance = (status: Status) => {
    if (!confirmMove(status, t('operator.console.order.confirmComplete', { id: order.id }))) return
    markSeen(order.id)
    void act(() => orderAction(lang, order.id, 'status', { status }))
  }
  const act = async (action: () => Promise<unknown>) => {
    if (!(await run(action))) onRefused()
  }
  const confirm = () => void act(() => orderAction(lang, order.id, 'confirm', {}))
  const accept = (readyInMinutes?: number) => {
    markSeen(order.id)
    const body = readyInMinutes === undefined ? {} : { readyInMinutes }
    void act(() => orderAction(lang, order.id, 'status', { status: 'accepted', ...body }))
  }
  const later = (minutes: number) =>
    void act(() => orderAction(lang, order.id, 'later', { minutes }))
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
        {order.source === 'assistant' && (
          <span className="order-card__flag">{t('operator.console.board.byAssistant')}</span>
        )}
        {order.invoiceRequested && (
          <span className="order-card__flag">{t('operator.console.board.invoice')}</span>
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
        {' · '}
        {/* An hour on, the clock says more than a count (a pre-order came in yesterday). */}
        {arrived < 60
          ? t('operator.console.board.arrivedAgo', { minutes: arrived })
          : t('operator.console.board.placed', { time: dateTime(order.createdAt) })}
      </p>
      {order.scheduledFor && ['new', 'paid', 'accepted'].includes(order.status) && (
        <p className="order-card__cook" suppressHydrationWarning>
          {t('operator.console.board.cookAt', { time: time(order.cookAt) })}
          {timeToCook(order, now) && (
            <strong className="order-card__flag order-card__flag--late">
              {t('operator.console.board.cookNow')}
            </strong>
          )}
        </p>
      )}
      <p>
        {t(`account.orderType.${order.orderType}`)}
        {zone && ` · ${zone}`}
        {order.street && ` · ${order.street}`}
      </p>
      <CardDishes lines={order.lines} />
      <p>
        <strong>{price(order.total)}</strong>
        {order.discount > 0 &&
          ` (${t('operator.console.board.discount', { amount: price(order.discount) })})`}{' '}
        · {t(`account.payment.${order.paymentType}`)}
        {order.paidAt && ` · ${t('operator.console.board.paid')}`}
        {' · '}
        <span className="order-card__customer">
          {order.customer.name || formatPhone(order.customer.phone)}
        </span>
      </p>
      {order.comment && <p className="order-card__comment">{order.comment}</p>}
      {carriesCourier(order) && (
        <CourierSelect orderId={order.id} courierId={order.courierId} couriers={couriers} />
      )}
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
        {next === 'accepted' ? (
          <AcceptChoices order={order} busy={busy} onAccept={accept} />
        ) : (
          next && (
            <button
              type="button"
              className="button button--small order-card__next"
              // A delivery leaves with a courier (the API refuses it otherwise).
              disabled={busy || (next === 'on_the_way' && order.courierId === null)}
              onClick={() => advance(next)}
            >
              {t(`operator.console.order.move.${next}`)}
            </button>
          )
        )}
        {!held && PROMISE_MOVABLE.includes(order.status) && (
          <LaterButton busy={busy} onLater={later} />
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
