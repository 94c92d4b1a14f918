import type { ReactNode } from 'react'
import { ConsoleBar } from '#client/console/ConsoleBar'
import '#client/console/console.css'

/** The staff console's layout: its own bar, none of the storefront's header, cart or modals. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="console">
      <ConsoleBar />
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  )
}
