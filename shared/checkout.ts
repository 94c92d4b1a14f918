// The checkout's rules that the page shows and the server enforces.
export const KITCHEN_LEAD_MINUTES = 45
export const LAST_ORDER_MINUTES = 30
export const MAX_DAYS_AHEAD = 7
/** Viva refuses card payments under 30 cents. */
export const MIN_CARD_PAYMENT = 30

export const ORDER_TYPES = ['delivery', 'pickup'] as const
export const PAYMENT_TYPES = ['cash', 'card_on_delivery', 'card_online'] as const
/**
 * Where an order was placed: the shop, a staff member's console taking a call, or the shop opened
 * from an assistant's checkout link (issue 38).
 */
export const ORDER_SOURCES = ['web', 'phone', 'assistant'] as const
export type OrderSource = (typeof ORDER_SOURCES)[number]

export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'payment_failed',
  'accepted',
  'cooking',
  'on_the_way',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * What the live order feed tells staff of an order (the contract's OrderEvent), here without zod so
 * the console's feed listens for exactly these.
 */
export const ORDER_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.status',
  'order.refund',
  'order.confirmed',
  'order.courier',
  'order.fixed',
  'order.promised',
] as const
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]

/** Where an order may go from each status (the checkout issue's lifecycle). */
export const STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['accepted', 'cancelled'],
  awaiting_payment: ['paid', 'payment_failed', 'cancelled'],
  payment_failed: ['awaiting_payment', 'paid', 'cancelled'],
  paid: ['accepted', 'cancelled'],
  accepted: ['cooking', 'cancelled'],
  cooking: ['on_the_way', 'ready_for_pickup', 'cancelled'],
  on_the_way: ['completed', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
}
