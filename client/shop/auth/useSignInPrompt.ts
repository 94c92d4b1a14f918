import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageUrl } from '#client/renderer/page-url'
import { openModal } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { pageSearch } from '#shared/page-query'

/** A guarded page sent the visitor here with ?signin=1; after signing in they go back. */
export function useSignInPrompt() {
  const { lang } = useI18n()
  const { signedIn } = usePageContext()
  const wantsSignIn = pageSearch(usePageUrl().search).signin !== undefined
  useEffect(() => {
    if (!wantsSignIn) return
    // Rare (a signed-in visitor on a sign-in link): the way back loads only then.
    if (signedIn) void import('./return-to').then(({ finishSignIn }) => finishSignIn(lang))
    else openModal('authPhone')
  }, [wantsSignIn, signedIn, lang])
}
