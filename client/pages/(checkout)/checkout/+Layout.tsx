import type { ReactNode } from 'react'
import { CheckoutHeader } from '../../../components/layout/CheckoutHeader'

/** The checkout layout: no navigation to wander off into, only the way back. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CheckoutHeader />
      <main id="main" className="container page page--narrow">
        {children}
      </main>
    </>
  )
}
