import { z } from 'zod'
import type { CartLine } from '#shared/cart'

// The API's check of cart lines (shared/cart.ts has the same shape without zod, for the browser).
export const CartModifierSchema = z.object({
  id: z.int().positive(),
  quantity: z.int().positive().max(99),
  currentPrice: z.int().min(0),
})

export const CartLineSchema = z.object({
  id: z.int().positive(),
  quantity: z.int().positive().max(99),
  currentPrice: z.int().min(0),
  modifiers: z.array(CartModifierSchema).max(50),
}) satisfies z.ZodType<CartLine>
