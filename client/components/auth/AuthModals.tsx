import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useI18n } from '../../i18n'
import { openModal } from '../../stores/ui'
import { CodeModal } from './CodeModal'
import { PhoneModal } from './PhoneModal'
import { ProfileModal } from './ProfileModal'
import { finishSignIn } from './return-to'

/** Spec §2: the root layout shows each sign-in modal when its flag is on. */
export function AuthModals() {
  const { lang } = useI18n()
  const { urlParsed, signedIn } = usePageContext()
  const wantsSignIn = 'signin' in urlParsed.search
  useEffect(() => {
    // A guarded page sent the visitor here with ?signin=1; after signing in they go back.
    if (!wantsSignIn) return
    if (signedIn) finishSignIn(lang)
    else openModal('authPhone')
  }, [wantsSignIn, signedIn, lang])
  return (
    <>
      <PhoneModal />
      <CodeModal />
      <ProfileModal />
    </>
  )
}
