import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { signInPath } from './session'

/** Ends this staff session; the sign-in page follows whether or not the API still knew it. */
export function SignOutButton() {
  const { t, lang } = useI18n()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await browserApi(lang)
          .post('/api/operator/sign-out')
          .catch(() => {})
        await navigate(signInPath(lang))
      }}
    >
      {t('operator.console.signOut')}
    </button>
  )
}
