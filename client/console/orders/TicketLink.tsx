import { useI18n } from '#client/ui/i18n'

/** An order's kitchen ticket, opened in a tab of its own that prints it (the board keeps its place). */
export function TicketLink({ orderId }: { orderId: number }) {
  const { t, href } = useI18n()
  return (
    <a
      className="button button--ghost button--small"
      href={href(`/operator/orders/${orderId}/ticket`)}
      target="_blank"
      rel="noopener"
    >
      {t('operator.console.ticket.print')}
    </a>
  )
}
