import { useEffect } from 'react'
import { useNow } from '#client/console/form/useNow'
import { useI18n } from '#client/ui/i18n'
import type { BoardOrder } from '../types'
import { restoreSound, useAlerts, useRingWhile } from './alerts'
import { restoreAutoPrint } from './auto-print'
import { BoardFilters, type Place } from './BoardFilters'
import { BOARD_STATUSES, countByStatus, type BoardFilters as Filters, filtersQuery } from './board'
import { LiveControls } from './LiveControls'
import { awaitsConfirmation } from './moves'
import { OrderCard } from './OrderCard'
import { StatusTabs } from './StatusTabs'
import { TicketPrinter } from './TicketPrinter'
import { useLiveOrders } from './useLiveOrders'

type Props = {
  filters: Filters
  orders: BoardOrder[]
  restaurants: Place[]
  regions: Place[]
}

/** The orders board: the day's orders by status, live. */
export function Board({ filters, orders: initial, restaurants, regions }: Props) {
  const { t } = useI18n()
  const { orders, feed, announcement } = useLiveOrders(initial, filters)
  useEffect(restoreSound, [])
  useEffect(restoreAutoPrint, [])
  // A held order waits apart, first, until a manager confirmed it; it is not the kitchen's yet.
  const held = orders.filter(
    (order) => awaitsConfirmation(order) && (!filters.status || order.status === filters.status),
  )
  const kitchen = orders.filter((order) => !awaitsConfirmation(order))
  // A new order rings until it is accepted (or cancelled).
  useRingWhile(kitchen.some((order) => order.status === 'new' || order.status === 'paid'))
  const counts = countByStatus(orders)
  const statuses = filters.status ? [filters.status] : BOARD_STATUSES
  const groups = [
    { id: 'held', title: t('operator.console.board.needsConfirmation'), orders: held },
    ...statuses.map((status) => ({
      id: status,
      title: t(`account.status.${status}`),
      orders: kitchen.filter((order) => order.status === status),
    })),
  ].filter((group) => group.orders.length > 0)
  return (
    <div className="board">
      <div className="board__head">
        <h1>{t('pages.console.orders.title')}</h1>
        <LiveControls feed={feed} />
      </div>
      <BoardFilters filters={filters} restaurants={restaurants} regions={regions} />
      <StatusTabs filters={filters} counts={counts} total={orders.length} />
      <TicketPrinter zones={regions} restaurants={restaurants} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {groups.length === 0 ? (
        <p className="empty">{t('operator.console.board.empty')}</p>
      ) : (
        <div className="board__groups">
          {groups.map((group) => (
            <StatusGroup key={group.id} {...group} zones={regions} back={filtersQuery(filters)} />
          ))}
        </div>
      )}
    </div>
  )
}

type GroupProps = {
  /** `held`, or the status the group lists. */
  id: string
  title: string
  orders: BoardOrder[]
  zones: Place[]
  back: string
}

function StatusGroup({ id, title, orders, zones, back }: GroupProps) {
  const { fresh } = useAlerts()
  const now = useNow()
  const zoneName = (id: number | null) => zones.find((zone) => zone.id === id)?.name ?? null
  return (
    <section className="board-group" aria-labelledby={`board-${id}`}>
      <h2 id={`board-${id}`}>
        {title} <span className="status-tabs__count">{orders.length}</span>
      </h2>
      <ul className="order-cards">
        {orders.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            fresh={fresh.includes(order.id)}
            zone={order.orderType === 'delivery' ? zoneName(order.regionId) : null}
            now={now}
            back={back}
          />
        ))}
      </ul>
    </section>
  )
}
