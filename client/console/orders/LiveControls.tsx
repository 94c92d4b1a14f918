import { useI18n } from '#client/ui/i18n'
import { markAllSeen, toggleSound, useAlerts, wakeSound } from './alerts'
import { toggleAutoPrint, useAutoPrint } from './auto-print'
import type { FeedState } from './feed'

/**
 * Whether the board is live, the sound for new orders (off until pressed: browsers ask a gesture),
 * whether new orders print their tickets, and "mark all seen", which ends every highlight.
 */
export function LiveControls({ feed }: { feed: FeedState }) {
  const { t } = useI18n()
  const { sound, audible, fresh } = useAlerts()
  const printing = useAutoPrint().on
  return (
    <div className="live-controls">
      <span className={`live-state live-state--${feed}`} role="status">
        {t(`operator.console.board.${feed}`)}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        // Chosen but asleep (after a reload) is not on: a press wakes it rather than turning it off.
        aria-pressed={sound && audible}
        onClick={sound && !audible ? wakeSound : toggleSound}
      >
        {t('operator.console.board.sound')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-pressed={printing}
        onClick={toggleAutoPrint}
      >
        {t('operator.console.ticket.autoPrint')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={fresh.length === 0}
        onClick={markAllSeen}
      >
        {t('operator.console.board.markAllSeen', { count: fresh.length })}
      </button>
    </div>
  )
}
