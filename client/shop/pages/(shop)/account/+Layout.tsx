import type { ReactNode } from 'react'
import { AccountNav } from '#client/shop/layout/AccountNav'

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="account">
      <AccountNav />
      <div>{children}</div>
    </div>
  )
}
