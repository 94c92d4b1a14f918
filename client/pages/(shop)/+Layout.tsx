import type { ReactNode } from 'react'
import { AlertBanner, PauseBanner } from '../../components/layout/AlertBanner'
import { Footer } from '../../components/layout/Footer'
import { Header } from '../../components/layout/Header'

/** The default layout. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PauseBanner />
      <AlertBanner />
      <Header />
      <main id="main" className="container page">
        {children}
      </main>
      <Footer />
    </>
  )
}
