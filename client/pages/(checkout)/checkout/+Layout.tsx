import type { ReactNode } from 'react'
import { PauseBanner } from '#client/components/layout/AlertBanner'
import { CheckoutHeader } from '#client/components/layout/CheckoutHeader'

/** The checkout layout: no navigation to wander off into, only the way back. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PauseBanner />
      <CheckoutHeader />
      <main id="main" className="container page page--narrow">
        {children}
      </main>
    </>
  )
}
