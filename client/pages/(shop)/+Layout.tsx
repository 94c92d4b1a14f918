import type { ReactNode } from 'react'
import { AlertBanner, PauseBanner } from '#client/components/layout/AlertBanner'
import { Footer } from '#client/components/layout/Footer'
import { Header } from '#client/components/layout/Header'

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
