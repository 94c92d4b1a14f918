import { useI18n } from '../../i18n'
import { toggleSound, useAlerts } from './alerts'
import type { FeedState } from './feed'

/** Whether the board is live, and the sound for new orders (off until pressed: browsers ask a gesture). */
export function LiveControls({ feed }: { feed: FeedState }) {
  const { t } = useI18n()
  const { sound } = useAlerts()
  return (
    <div className="live-controls">
      <span className={`live-state live-state--${feed}`} role="status">
        {t(`operator.console.board.${feed}`)}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-pressed={sound}
        onClick={toggleSound}
      >
        {t('operator.console.board.sound')}
      </button>
    </div>
  )
}
