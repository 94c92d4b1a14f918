import { useI18n } from '../../i18n'
import { useSite } from '../../site'
import { useUi } from '../../stores/ui'
import { Overlay } from '../ui/Overlay'
import { dismissAttention } from './attention'

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
