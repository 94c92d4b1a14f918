import type * as bonuses from '#shared/contract/bonuses'
import type { Answer } from '#shared/contract/http'
import type * as orders from '#shared/contract/orders'
import type { OrderDetail } from '#shared/contract/orders'

// The account API's answers as the pages receive them (JSON: dates are ISO strings).

export type { OrderDetail }
export type OrderSummary = Answer<typeof orders.orders>['data'][number]
export type OrderLine = OrderDetail['lines'][number]

/** GET /api/bonuses. */
export type BonusesAnswer = Answer<typeof bonuses.bonuses>['data']

export type BonusEntry = BonusesAnswer['history'][number]

/** GET /api/referral. */
export type ReferralAnswer = Answer<typeof bonuses.referral>['data']
