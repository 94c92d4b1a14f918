import { useI18n } from '#client/ui/i18n'
import type { OrderStatus } from '#shared/checkout'
import { BOARD_STATUSES, type BoardFilters, filtersQuery } from './board'

type Props = {
  filters: BoardFilters
  counts: Partial<Record<OrderStatus, number>>
  total: number
}

/** All orders or one status, each with how many orders it has. */
export function StatusTabs({ filters, counts, total }: Props) {
  const { t, href } = useI18n()
  const link = (status: OrderStatus | null) =>
    href('/operator/orders') + filtersQuery({ ...filters, status })
  return (
    <nav className="status-tabs" aria-label={t('operator.console.board.statuses')}>
      <a href={link(null)} aria-current={filters.status === null ? 'page' : undefined}>
        {t('operator.console.board.all')} <span className="status-tabs__count">{total}</span>
      </a>
      {BOARD_STATUSES.map((status) => (
        <a
          key={status}
          href={link(status)}
          aria-current={filters.status === status ? 'page' : undefined}
          data-empty={counts[status] ? undefined : 'true'}
        >
          {t(`account.status.${status}`)}{' '}
          <span className="status-tabs__count">{counts[status] ?? 0}</span>
        </a>
      ))}
    </nav>
  )
}
