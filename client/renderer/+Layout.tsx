import type { ReactNode } from 'react'
import './global.css'
import { usePageContext } from 'vike-react/usePageContext'
import { isConsolePath } from '#client/console/area'
import { Overlays } from '#client/shop/layout/Overlays'
import { useI18n } from '#client/ui/i18n'
import { ProgressBar } from './ProgressBar'
import { usePageUrl } from './page-url'

/** The root layout: what every page has, whatever its own layout (shop, checkout, sprite, console). */
export default function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  // The staff console has none of the shop's drawers and modals. (Asked here rather than moved into
  // the shop's layouts: that split the shared chunks and cost the home page's first load 0.2 KB.)
  const { demo } = usePageContext()
  const shop = !isConsolePath(usePageUrl().pathname)
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {demo && (
        <p className="demo-banner" role="note">
          {t('shell.demo')}
        </p>
      )}
      <ProgressBar />
      {children}
      {shop && <Overlays />}
    </>
  )
}
