import { useI18n } from '#client/ui/i18n'
import { toggleSound, useAlerts, wakeSound } from './alerts'
import { toggleAutoPrint, useAutoPrint } from './auto-print'
import type { FeedState } from './feed'

/**
 * Whether the board is live, the sound for new orders (off until pressed: browsers ask a gesture),
 * and whether new orders print their tickets.
 */
export function LiveControls({ feed }: { feed: FeedState }) {
  const { t } = useI18n()
  const { sound, audible } = useAlerts()
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
    </div>
  )
}
