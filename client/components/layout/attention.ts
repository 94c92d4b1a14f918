import { useEffect } from 'react'
import { readCookie, writeCookie } from '../../cookies'
import { useSite } from '../../site'
import { closeModal, openModal } from '../../stores/ui'

// Spec §3, §9: once seen, the popup stays away for 4 hours.
const ATTENTION_COOKIE = 'attention'
const ATTENTION_MAX_AGE = 14_400

/** Spec §4: the attention modal opens on load when there is a popup message and no cookie. */
export function useAttentionPrompt() {
  const message = useSite().alert_popup_message
  useEffect(() => {
    if (message && !readCookie(ATTENTION_COOKIE)) openModal('attention')
  }, [message])
}

export function dismissAttention() {
  writeCookie(ATTENTION_COOKIE, '1', ATTENTION_MAX_AGE)
  closeModal('attention')
}
