import type { OrderDetail, orderList } from '#server/api/orders/view'
import type { BonusRules } from '#shared/schemas'

// The account API's answers as the pages receive them (JSON: dates are ISO strings).

export type { OrderDetail }
export type OrderSummary = Awaited<ReturnType<typeof orderList>>[number]
export type OrderLine = OrderDetail['lines'][number]

/** GET /api/bonuses. */
export type BonusesAnswer = {
  balance: number
  pending: number
  rules: BonusRules
  history: BonusEntry[]
}

export type BonusEntry = {
  id: number
  amount: number
  kind: string
  status: string
  orderId: number | null
  createdAt: string
}

/** GET /api/referral. */
export type ReferralAnswer = { code: string; referrerId: number; invited: number; earned: number }
