import { useNow } from '#client/console/form/useNow'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { BoardOrder, Courier } from '../types'
import { useAlerts } from './alerts'
import { BoardFilters, type Place } from './BoardFilters'
import { BOARD_STATUSES, countByStatus, type BoardFilters as Filters, filtersQuery } from './board'
import { LiveControls } from './LiveControls'
import { useLive } from './live'
import { awaitsConfirmation } from './moves'
import { OrderCard } from './OrderCard'
import { StatusTabs } from './StatusTabs'
import { StoreStrip } from './StoreStrip'
import type { StoreStatus } from './store-status'
import { useLiveOrders } from './useLiveOrders'

type Props = {
  filters: Filters
  orders: BoardOrder[]
  restaurants: Place[]
  regions: Place[]
  couriers: Courier[]
  store: StoreStatus
}

/** The orders board: the day's orders by status, live. */
export function Board({ filters, orders: initial, restaurants, regions, couriers, store }: Props) {
  const { t } = useI18n()
  const { orders, refresh } = useLiveOrders(initial, filters)
  const { feed } = useLive()
  // A held order waits apart, first, until a manager confirmed it; it is not the kitchen's yet.
  const held = orders.filter(
    (order) => awaitsConfirmation(order) && (!filters.status || order.status === filters.status),
  )
  const kitchen = orders.filter((order) => !awaitsConfirmation(order))
  // Each tab counts what its column shows: a held order is in none of them yet.
  const counts = countByStatus(kitchen)
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
      <StoreStrip initial={store} />
      <BoardFilters filters={filters} restaurants={restaurants} regions={regions} />
      <StatusTabs filters={filters} counts={counts} total={orders.length} />
      <PreOrders filters={filters} />
      {groups.length === 0 ? (
        <p className="empty">{t('operator.console.board.empty')}</p>
      ) : (
        <div className="board__groups">
          {groups.map((group) => (
            <StatusGroup
              key={group.id}
              {...group}
              zones={regions}
              couriers={couriers}
              back={filtersQuery(filters)}
              onRefused={refresh}
            />
          ))}
        </div>
      )}
    </div>
  )
}

/** Tonight's orders for later days, waiting to be accepted: each day's board, one tap away. */
function PreOrders({ filters }: { filters: Filters }) {
  const { t, tp, href } = useI18n()
  const { date } = useFormats()
  const days = useLive().preOrders.filter(({ day }) => day !== filters.date)
  if (days.length === 0) return null
  return (
    <nav className="pre-orders" aria-label={t('operator.console.board.preOrders')}>
      <strong>{t('operator.console.board.preOrders')}</strong>
      {days.map(({ day, count }) => (
        <a
          key={day}
          className="button button--small button--ghost"
          href={href('/operator/orders') + filtersQuery({ ...filters, date: day, status: null })}
        >
          {tp('operator.console.board.preOrdersOn', count, { date: date(day) })}
        </a>
      ))}
    </nav>
  )
}

type GroupProps = {
  /** `held`, or the status the group lists. */
  id: string
  title: string
  orders: BoardOrder[]
  zones: Place[]
  couriers: Courier[]
  back: string
  onRefused: () => void
}

function StatusGroup({ id, title, orders, zones, couriers, back, onRefused }: GroupProps) {
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
            couriers={couriers}
            back={back}
            onRefused={onRefused}
          />
        ))}
      </ul>
    </section>
  )
}
