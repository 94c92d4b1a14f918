import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { LATER_STEP_MINUTES, READY_IN_CHOICES } from '#shared/kitchen-promise'

type AcceptProps = {
  order: Pick<BoardOrder, 'promisedAt' | 'scheduledFor'>
  busy: boolean
  /** Accepts it ready in so many minutes, or (undefined) at the time promised. */
  onAccept: (readyInMinutes?: number) => void
}

/**
 * Accepting an order with its ready-in time: the time promised, or so many minutes from now (from
 * the time its customer chose, for a pre-order). The time chosen is the customer's from then on.
 */
export function AcceptChoices({ order, busy, onAccept }: AcceptProps) {
  const { t } = useI18n()
  const { time } = useFormats()
  const label = t('operator.console.board.accept')
  return (
    <fieldset className="accept-choices" aria-label={label}>
      <span aria-hidden="true">{label}:</span>
      <button
        type="button"
        className="button button--small order-card__next"
        disabled={busy}
        // The one of the group to say "Accept": the time as promised, the usual tap.
        aria-label={t('operator.console.board.acceptAt', { time: time(order.promisedAt) })}
        title={t('operator.console.board.asPromised')}
        onClick={() => onAccept()}
        suppressHydrationWarning
      >
        {time(order.promisedAt)}
      </button>
      {READY_IN_CHOICES.map((minutes) => (
        <button
          key={minutes}
          type="button"
          className="button button--small order-card__next"
          disabled={busy}
          onClick={() => onAccept(minutes)}
        >
          {t(
            order.scheduledFor
              ? 'operator.console.board.readyAfter'
              : 'operator.console.board.readyIn',
            { minutes },
          )}
        </button>
      ))}
    </fieldset>
  )
}

/** Puts a taken order later; the customer is texted the new time. */
export function LaterButton({
  busy,
  onLater,
}: {
  busy: boolean
  onLater: (minutes: number) => void
}) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={busy}
      title={t('operator.console.board.laterHint', { minutes: LATER_STEP_MINUTES })}
      onClick={() => onLater(LATER_STEP_MINUTES)}
    >
      {t('operator.console.board.later', { minutes: LATER_STEP_MINUTES })}
    </button>
  )
}
