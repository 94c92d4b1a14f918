import { type OrderStatus, STATUS_TRANSITIONS } from '#shared/checkout'
import { fixable } from '#shared/order-fix'
import { hasRole, type StaffRole } from '#shared/staff'

/** Statuses only the payment sets (Viva's answers), never a member of staff. */
const PAYMENT_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'paid', 'payment_failed']

type Order = {
  status: OrderStatus
  orderType: string
  awaitingConfirmation?: boolean
  paymentType?: string
  paidAt?: string | null
}

/**
 * The buttons on an order's page: forward through the lifecycle the API allows, by the order's
 * type (a pickup is never on the way, a delivery never waits at the counter). Cancelling has its
 * own button: it asks for a reason and may refund. A held order goes nowhere before its
 * confirmation.
 */
export function nextMoves(order: Order): OrderStatus[] {
  if (awaitsConfirmation(order)) return []
  const wrongWay = order.orderType === 'pickup' ? 'on_the_way' : 'ready_for_pickup'
  return STATUS_TRANSITIONS[order.status].filter(
    (to) => to !== 'cancelled' && to !== wrongWay && !PAYMENT_STATUSES.includes(to),
  )
}

export function canCancel(order: Order): boolean {
  return STATUS_TRANSITIONS[order.status].includes('cancelled')
}

/** Money goes back to a paid card only on a manager's word (the API refuses the kitchen). */
function mayRefund(order: Order, role: StaffRole | undefined): boolean {
  const refunds = order.paymentType === 'card_online' && Boolean(order.paidAt)
  return !refunds || (role !== undefined && hasRole(role, 'manager'))
}

/** Whether this member of staff is offered "Cancel": cancelling a paid card order refunds it. */
export function mayCancel(order: Order, role: StaffRole | undefined): boolean {
  return canCancel(order) && mayRefund(order, role)
}

/**
 * Whether this member of staff may take dishes off the order (fixing it instead of cancelling):
 * while it is under way, by the same rule as a cancellation, as it refunds a paid card too. An
 * order with offers is priced again with them (shared/order-fix.ts).
 */
export function mayFix(order: Order, role: StaffRole | undefined): boolean {
  return fixable(order.status) && mayRefund(order, role)
}

/** A delivery the kitchen has taken and not yet handed over: someone is to carry it. */
export function carriesCourier(order: Order): boolean {
  return (
    order.orderType === 'delivery' && ['accepted', 'cooking', 'on_the_way'].includes(order.status)
  )
}

/** Held for a manager's call to the customer: not for the kitchen yet (an order over is not). */
export function awaitsConfirmation(order: Order): boolean {
  return order.awaitingConfirmation === true && canCancel(order)
}

/** Moves that cannot be taken back: the button asks first ("Complete" ends the order for good). */
export function asksConfirmation(to: OrderStatus): boolean {
  return to === 'completed'
}

/** Whether to make the move: yes at once, or after the staff member confirmed it. */
export function confirmMove(to: OrderStatus, question: string): boolean {
  return !asksConfirmation(to) || window.confirm(question)
}
