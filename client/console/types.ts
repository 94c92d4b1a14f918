import type { z } from 'zod'
import type { boardPage, operatorOrder } from '#server/api/operator/orders/board'
import type { Delivery as DeliveryAnswer } from '#server/api/operator/orders/deliveries'
import type { auditPage } from '#server/api/operator/staff/audit'
import type { staffView } from '#server/api/operator/staff/staff'
import type { OrderStatus } from '#shared/checkout'
import type { RedirectRule as RedirectRuleSchema } from '#shared/contract/operator/site'

// The operator API's answers as the console's pages receive them (JSON: dates are ISO strings;
// statuses are the documented ones, where the database's rows say only string).

type WithStatus<T> = Omit<T, 'status'> & { status: OrderStatus }

export type Staff = ReturnType<typeof staffView>
export type BoardOrder = WithStatus<Awaited<ReturnType<typeof boardPage>>['data'][number]>
export type OperatorOrder = WithStatus<NonNullable<Awaited<ReturnType<typeof operatorOrder>>>>
export type AuditPage = Awaited<ReturnType<typeof auditPage>>
export type AuditEntry = AuditPage['data'][number]
export type RedirectRule = z.infer<typeof RedirectRuleSchema>
export type Delivery = z.infer<typeof DeliveryAnswer>
export type Courier = { id: number; name: string }
