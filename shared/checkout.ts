import { z } from 'zod'
import { CartLine } from './cart'

// The checkout's rules that the page shows and the server enforces.
export const KITCHEN_LEAD_MINUTES = 45
export const LAST_ORDER_MINUTES = 30
export const MAX_DAYS_AHEAD = 7
/** Viva refuses card payments under 30 cents. */
export const MIN_CARD_PAYMENT = 30

export const ORDER_TYPES = ['delivery', 'pickup'] as const
export const PAYMENT_TYPES = ['cash', 'card_on_delivery', 'card_online'] as const

export const OrderRequest = z.object({
  lines: z.array(CartLine).min(1).max(100),
  orderType: z.enum(ORDER_TYPES),
  regionId: z.int().positive().optional(),
  address: z
    .object({
      street: z.string().trim().min(3).max(200),
      entrance: z.string().trim().max(20).default(''),
      floor: z.string().trim().max(20).default(''),
      apartment: z.string().trim().max(20).default(''),
      note: z.string().trim().max(300).default(''),
    })
    .optional(),
  restaurantId: z.int().positive().optional(),
  /** `asap`, or the moment the customer wants the order, with its offset. */
  time: z.union([z.literal('asap'), z.iso.datetime({ offset: true })]).default('asap'),
  paymentType: z.enum(PAYMENT_TYPES),
  persons: z.int().min(0).max(20).default(1),
  comment: z.string().trim().max(500).default(''),
  bonusToSpend: z.int().min(0).max(10_000_000).default(0),
})
export type OrderRequest = z.infer<typeof OrderRequest>

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
