import type { ReactNode } from 'react'
import { AlertBanner, PauseBanner } from '#client/shop/layout/AlertBanner'
import { Footer } from '#client/shop/layout/Footer'
import { Header } from '#client/shop/layout/Header'

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
