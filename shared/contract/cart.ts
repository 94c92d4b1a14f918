import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import type { CartLine } from '#shared/cart'
import { ORDER_TYPES } from '#shared/checkout'
import { type AppliedOffer, OFFER_KINDS } from '#shared/offers'
import { AllergenList } from './catalog'
import { answers, body, one, RowId } from './http'
import { Localized } from './operator/fields'

// The cart priced by the server: the browser's totals are only what it shows. The API's check of
// cart lines (shared/cart.ts has the same shape without zod, for every page's JavaScript).

const CartModifierSchema = z.object({
  id: RowId,
  quantity: z.int().positive().max(99),
  currentPrice: z.int().min(0),
})

export const CartLineSchema = z.object({
  id: RowId,
  quantity: z.int().positive().max(99),
  currentPrice: z.int().min(0),
  modifiers: z.array(CartModifierSchema).max(50),
}) satisfies z.ZodType<CartLine>

export const PricedLine = z.object({
  id: z.int(),
  slug: z.string().nullable(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.int(),
  modifiers: z.array(
    z.object({ id: z.int(), name: z.string(), quantity: z.int(), price: z.int() }),
  ),
  /** What the dish as chosen contains, its options included; null when any part is unknown. */
  allergens: AllergenList,
  /** One unit with its modifiers, from the catalog, in cents. */
  unitPrice: z.int(),
  total: z.int(),
  status: z.enum(['ok', 'unavailable', 'gone', 'invalid']),
  /** The price the browser remembered differs from today's. */
  priceChanged: z.boolean(),
})
export type PricedLine = z.infer<typeof PricedLine>

export const Quote = z.object({
  lines: z.array(PricedLine),
  subtotal: z.int(),
  count: z.int(),
  orderable: z.boolean(),
})
export type Quote = z.infer<typeof Quote>

/** An offer an order gets: named in the four languages, its code and what it takes off. */
export const AppliedOfferSchema = z.object({
  offerId: z.int(),
  name: Localized,
  kind: z.enum(OFFER_KINDS),
  code: z.string().nullable(),
  amount: z.int(),
  value: z.int().describe('percent, or cents off, as the offer was when the order got it'),
  categoryId: z.int().nullable(),
}) satisfies z.ZodType<AppliedOffer>

/** The cart's quote, with the offers it would get as far as the cart tells (the checkout decides). */
export const CartQuote = Quote.extend({
  offers: z.array(AppliedOfferSchema),
  discount: z.int(),
  /** Why the kept promo code gives nothing, as far as the cart tells; null: it applies, or none. */
  promoProblem: z.string().nullable(),
})
export type CartQuote = z.infer<typeof CartQuote>

export const cartQuote = createRoute({
  method: 'post',
  path: '/cart/quote',
  tags: ['cart'],
  summary:
    'Price cart lines from the catalog (names, modifiers, totals, unavailable lines) and preview their offers',
  request: {
    body: body(
      z.object({
        lines: z.array(CartLineSchema).max(100),
        promoCode: z.string().trim().max(40).optional().describe('the code the cart keeps'),
        orderType: z
          .enum(ORDER_TYPES)
          .optional()
          .describe('as last chosen at checkout; delivery when none'),
      }),
    ),
  },
  responses: answers(one(CartQuote)),
})
