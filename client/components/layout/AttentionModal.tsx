import { parse, serialize } from 'cookie'
import { useEffect } from 'react'
import { useI18n } from '../../i18n'
import { useSite } from '../../site'
import { closeModal, openModal, useUi } from '../../stores/ui'
import { Overlay } from '../ui/Overlay'

// Spec §3, §9: once seen, the popup stays away for 4 hours.
export const ATTENTION_COOKIE = 'attention'
export const ATTENTION_MAX_AGE = 14_400

function markSeen() {
  const secure = location.protocol === 'https:'
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = serialize(ATTENTION_COOKIE, '1', {
    maxAge: ATTENTION_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure,
  })
}

/** Spec §4: opens on load when there is a popup message and the attention cookie is not set. */
export function AttentionModal() {
  const { t } = useI18n()
  const site = useSite()
  const { modal } = useUi()
  const message = site.alert_popup_message
  useEffect(() => {
    if (message && !parse(document.cookie)[ATTENTION_COOKIE]) openModal('attention')
  }, [message])
  const dismiss = () => {
    markSeen()
    closeModal('attention')
  }
  return (
    <Overlay
      open={modal === 'attention' && Boolean(message)}
      onClose={dismiss}
      title={t('attention.title')}
      testId="attention-modal"
    >
      <p>{message}</p>
      <button type="button" className="button" onClick={dismiss}>
        {t('attention.ok')}
      </button>
    </Overlay>
  )
}
