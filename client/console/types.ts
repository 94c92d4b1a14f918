import type { z } from 'zod'
import type {
  Invoice as InvoiceAnswer,
  InvoicesOverview as InvoicesOverviewAnswer,
} from '#shared/contract/operator/invoices'
import type {
  BoardOrder as BoardAnswer,
  Courier as CourierAnswer,
  Delivery as DeliveryAnswer,
  OperatorOrder as OrderAnswer,
} from '#shared/contract/operator/orders'
import type { RedirectRule as RedirectRuleSchema } from '#shared/contract/operator/site'
import type { AuditPage as AuditAnswer, StaffView } from '#shared/contract/operator/staff'

// The operator API's answers as the console's pages receive them (JSON: dates are ISO strings;
// statuses are the documented ones, where the database's rows say only string).

export type Staff = StaffView
export type BoardOrder = z.infer<typeof BoardAnswer>
export type OperatorOrder = z.infer<typeof OrderAnswer>
export type AuditPage = z.infer<typeof AuditAnswer>
export type AuditEntry = AuditPage['data'][number]
export type RedirectRule = z.infer<typeof RedirectRuleSchema>
export type Delivery = z.infer<typeof DeliveryAnswer>
export type Courier = z.infer<typeof CourierAnswer>
export type Invoice = z.infer<typeof InvoiceAnswer>
export type InvoicesOverview = z.infer<typeof InvoicesOverviewAnswer>
