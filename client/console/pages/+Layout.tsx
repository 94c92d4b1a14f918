import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ConsoleBar } from '#client/console/ConsoleBar'
import { CourierWatch } from '#client/console/orders/CourierWatch'
import { KitchenWatch } from '#client/console/orders/KitchenWatch'
import { hasRole } from '#shared/staff'
import '#client/console/console.css'

/**
 * The staff console's layout: its own bar, none of the storefront's header, cart or modals; for
 * the kitchen, the watch over new orders on every page; for a courier, the feed of their round.
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const { staff } = usePageContext()
  return (
    <div className="console">
      <ConsoleBar />
      {staff && (hasRole(staff.role, 'kitchen') ? <KitchenWatch /> : <CourierWatch />)}
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  )
}
