import { useNow } from '#client/console/form/useNow'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { OrderStatus } from '#shared/checkout'
import type { BoardOrder, Courier } from '#shared/contract/operator/orders'
import { useAlerts } from './alerts'
import { BoardFilters, type Place } from './BoardFilters'
import { countByStatus, type BoardFilters as Filters, filtersQuery } from './board'
import { LiveControls } from './LiveControls'
import { lanesOf } from './lanes'
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

/**
 * The orders board, live: the kitchen's lanes side by side (a lane each for what to accept, what
 * is cooking, ready and on its way), or one status's orders when its tab is chosen (the orders
 * over, or not yet paid, are there).
 */
export function Board({ filters, orders: initial, restaurants, regions, couriers, store }: Props) {
  const { t } = useI18n()
  const { orders, refresh } = useLiveOrders(initial, filters)
  const { feed } = useLive()
  // Each tab counts the kitchen's orders of its status: a held order is not the kitchen's yet.
  const counts = countByStatus(orders.filter((order) => !awaitsConfirmation(order)))
  const cards = { zones: regions, couriers, back: filtersQuery(filters), onRefused: refresh }
  return (
    <div className={filters.status ? 'board' : 'board board--lanes'}>
      <div className="board__head">
        <h1>{t('pages.console.orders.title')}</h1>
        <LiveControls feed={feed} />
      </div>
      <StoreStrip initial={store} />
      <BoardFilters filters={filters} restaurants={restaurants} regions={regions} />
      <StatusTabs filters={filters} counts={counts} total={orders.length} />
      <PreOrders filters={filters} />
      {filters.status ? (
        <StatusOrders status={filters.status} orders={orders} cards={cards} />
      ) : (
        <div className="board__lanes">
          {lanesOf(orders).map((lane) => (
            <StatusGroup
              key={lane.id}
              id={lane.id}
              title={t(`operator.console.board.lanes.${lane.id}`)}
              orders={lane.orders}
              {...cards}
            />
          ))}
        </div>
      )}
    </div>
  )
}

type Cards = Pick<GroupProps, 'zones' | 'couriers' | 'back' | 'onRefused'>

/** One status's orders (its tab), those held for a manager's call apart and first. */
function StatusOrders({
  status,
  orders,
  cards,
}: {
  status: OrderStatus
  orders: BoardOrder[]
  cards: Cards
}) {
  const { t } = useI18n()
  const own = orders.filter((order) => order.status === status)
  const groups = [
    {
      id: 'held',
      title: t('operator.console.board.needsConfirmation'),
      orders: own.filter(awaitsConfirmation),
    },
    {
      id: status,
      title: t(`account.status.${status}`),
      orders: own.filter((order) => !awaitsConfirmation(order)),
    },
  ].filter((group) => group.orders.length > 0)
  if (groups.length === 0) return <p className="empty">{t('operator.console.board.empty')}</p>
  return (
    <div className="board__groups">
      {groups.map((group) => (
        <StatusGroup key={group.id} {...group} {...cards} />
      ))}
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
  /** `held`, the status the group lists, or the lane. */
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
      {orders.length === 0 ? (
        <p className="board-group__empty">–</p>
      ) : (
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
      )}
    </section>
  )
}
