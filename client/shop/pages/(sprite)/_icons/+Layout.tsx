import type { ReactNode } from 'react'

/** The svg sprite layout: the bare page, for designers checking the sprite. */
export default function SpriteLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="container page">
      {children}
    </main>
  )
}
