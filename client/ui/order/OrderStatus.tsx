import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { OrderDetail } from '#shared/contract/orders'
import './order.css'

/** How a status looks: done, a problem, waiting for the customer, or under way. */
function tone(status: string) {
  if (status === 'completed') return 'done'
  if (status === 'cancelled' || status === 'payment_failed') return 'problem'
  if (status === 'awaiting_payment') return 'waiting'
  return 'active'
}

export function OrderStatus({ status }: { status: string }) {
  const { t } = useI18n()
  return (
    <span className={`order-status order-status--${tone(status)}`}>
      {t(`account.status.${status}`)}
    </span>
  )
}

/** Every status the order went through, oldest first, with its time (and for staff, its note). */
export function StatusHistory({
  events,
  notes = false,
}: {
  events: (Omit<OrderDetail['events'][number], 'note'> & { note?: string })[]
  notes?: boolean
}) {
  const { t } = useI18n()
  const { dateTime } = useFormats()
  return (
    <ol className="status-history">
      {events.map((event) => (
        <li key={`${event.status}:${event.at}`}>
          <span className="status-history__status">{t(`account.status.${event.status}`)}</span>
          <time suppressHydrationWarning dateTime={event.at}>
            {dateTime(event.at)}
          </time>
          {notes && event.note && <span className="status-history__note">{event.note}</span>}
        </li>
      ))}
    </ol>
  )
}
