import type { ReactNode } from 'react'
import '../styles/global.css'
import { AuthModals } from '../components/auth/AuthModals'
import { AttentionModal } from '../components/layout/AttentionModal'
import { Drawers } from '../components/layout/Drawers'
import { ProgressBar } from '../components/layout/ProgressBar'
import { useI18n } from '../i18n'

/** The root layout: what every page has, whatever its own layout (default, checkout, sprite). */
export default function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <ProgressBar />
      {children}
      <Drawers />
      <AuthModals />
      <AttentionModal />
    </>
  )
}
