import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageUrl } from '#client/renderer/page-url'
import { closeModal, useUi } from '#client/shop/stores/ui'
import { writeCookie } from '#client/ui/cookies'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { useSite } from '#client/ui/site'
import { ATTENTION_COOKIE, ATTENTION_MAX_AGE } from '#shared/attention'
import { pageQuery } from '#shared/page-query'

/** Spec §2: closing by OK or dismissing marks the popup seen. */
function dismissAttention() {
  writeCookie(ATTENTION_COOKIE, '1', ATTENTION_MAX_AGE)
  closeModal('attention')
}

export default function AttentionModal() {
  const { t } = useI18n()
  const message = useSite().alert_popup_message
  const { modal } = useUi()
  // Back to the page as it reads (the page cache serves one copy to URLs that differ otherwise).
  const { urlOriginal } = usePageContext()
  const back = urlOriginal.split('?')[0] + pageQuery(usePageUrl().searchOriginal ?? '')
  const formId = useId()
  return (
    <Overlay
      open={modal === 'attention' && Boolean(message)}
      onClose={dismissAttention}
      closeForm={formId}
      title={t('attention.title')}
      testId="attention-modal"
    >
      <p>{message}</p>
      {/* Without the page's JavaScript the server renders the popup open, and OK and × still work:
          the form asks the server to mark it seen (server/edge/attention.ts). */}
      <form
        id={formId}
        method="post"
        action="/attention"
        onSubmit={(event) => {
          event.preventDefault()
          dismissAttention()
        }}
      >
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="button">
          {t('attention.ok')}
        </button>
      </form>
    </Overlay>
  )
}
