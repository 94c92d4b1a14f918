import type { ReactNode } from 'react'
import { AlertBanner } from '../../components/layout/AlertBanner'
import { Footer } from '../../components/layout/Footer'
import { Header } from '../../components/layout/Header'

/** The default layout. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AlertBanner />
      <Header />
      <main id="main" className="container page">
        {children}
      </main>
      <Footer />
    </>
  )
}
