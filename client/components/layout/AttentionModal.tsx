import { ATTENTION_COOKIE, ATTENTION_MAX_AGE } from '../../../shared/attention'
import { writeCookie } from '../../cookies'
import { useI18n } from '../../i18n'
import { useSite } from '../../site'
import { closeModal, useUi } from '../../stores/ui'
import { Overlay } from '../ui/Overlay'

/** Spec §2: closing by OK or dismissing marks the popup seen. */
function dismissAttention() {
  writeCookie(ATTENTION_COOKIE, '1', ATTENTION_MAX_AGE)
  closeModal('attention')
}

export default function AttentionModal() {
  const { t } = useI18n()
  const message = useSite().alert_popup_message
  const { modal } = useUi()
  return (
    <Overlay
      open={modal === 'attention' && Boolean(message)}
      onClose={dismissAttention}
      title={t('attention.title')}
      testId="attention-modal"
    >
      <p>{message}</p>
      <button type="button" className="button" onClick={dismissAttention}>
        {t('attention.ok')}
      </button>
    </Overlay>
  )
}
