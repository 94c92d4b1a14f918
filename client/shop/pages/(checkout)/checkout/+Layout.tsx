import type { ReactNode } from 'react'
import { PauseBanner } from '#client/shop/layout/AlertBanner'
import { CheckoutHeader } from '#client/shop/layout/CheckoutHeader'

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
