import { z } from 'zod'
import { ORDER_TYPES, PAYMENT_TYPES } from '#shared/checkout'
import { CartLineSchema } from '#shared/contract/cart'

/** What the checkout sends: the API's check, its 422 fields and the TypeScript type. */
export const OrderRequest = z.object({
  lines: z.array(CartLineSchema).min(1).max(100),
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
