import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { GeoPoint } from '#shared/area'
import { ORDER_TYPES, PAYMENT_TYPES } from '#shared/checkout'
import { Company, CompanyDetails } from '#shared/company'
import { LANGS } from '#shared/locales'
import { AppliedOfferSchema, CartLineSchema, PricedLine } from './cart'
import { AllergenList } from './catalog'
import {
  answers,
  body,
  bytes,
  customer,
  EuroCents,
  list,
  one,
  params,
  RowId,
  settingOf,
} from './http'

// Checkout and orders for the signed-in customer.

/**
 * What one online order may hold (more is a party or a mistake, for the phone), the total of a
 * customer's open orders above which a manager confirms the newest by phone before the kitchen
 * sees it, how many orders paid at the door one customer may have open at once, and how long a
 * card order waits for its payment. Site data, set in the console.
 * The request's own check caps lines at 100 and a quantity at 99.
 */
export const OrderLimits = z.object({
  maxLines: z.int().min(1).max(100),
  maxQuantity: z.int().min(1).max(99),
  maxTotal: EuroCents.min(100).max(10_000_000),
  confirmAbove: EuroCents.max(10_000_000),
  /** Open (not completed or cancelled) orders paid at the door one customer may have online. */
  maxOpenCashOrders: z.int().min(1).max(50),
  /** Minutes a customer has to pay a card order before it is cancelled (Viva's page gets as long). */
  payMinutes: z.int().min(5).max(60),
})
export type OrderLimits = z.infer<typeof OrderLimits>

/**
 * The limits of a shop whose manager never set them: the figures that were constants before (30
 * lines, 30 of a dish, €1,000), a call above €300, and 3 orders open to pay at the door. Kept here rather than written by a migration,
 * so a freshly migrated database stays empty for `npm run db:copy`.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxLines: 30,
  maxQuantity: 30,
  maxTotal: 100_000,
  confirmAbove: 30_000,
  maxOpenCashOrders: 3,
  payMinutes: 20,
}

/** The limits in effect: what the site_values row `order_limits` sets, the defaults for the rest. */
export const orderLimitsOf = settingOf(OrderLimits, DEFAULT_ORDER_LIMITS)

/** What the checkout sends: the API's check, its 422 fields and the TypeScript type. */
export const OrderRequest = z.object({
  lines: z.array(CartLineSchema).min(1).max(100),
  orderType: z.enum(ORDER_TYPES),
  regionId: RowId.optional(),
  address: z
    .object({
      street: z.string().trim().min(3).max(200),
      entrance: z.string().trim().max(20).default(''),
      floor: z.string().trim().max(20).default(''),
      apartment: z.string().trim().max(20).default(''),
      note: z.string().trim().max(300).default(''),
    })
    .optional(),
  /** The delivery's point on the map (a chosen suggestion): it decides the zone where zones have areas. */
  point: GeoPoint.optional(),
  restaurantId: RowId.optional(),
  /** `asap`, or the moment the customer wants the order, with its offset. */
  time: z.union([z.literal('asap'), z.iso.datetime({ offset: true })]).default('asap'),
  paymentType: z.enum(PAYMENT_TYPES),
  persons: z.int().min(0).max(20).default(1),
  comment: z.string().trim().max(500).default(''),
  bonusToSpend: z.int().min(0).max(10_000_000).default(0),
  /** A promo code typed at checkout (or opened from a `?promo=` link), compared without case. */
  promoCode: z.string().trim().max(40).optional(),
})
export type OrderRequest = z.infer<typeof OrderRequest>

/** An order as placed: the request, and the company to invoice when the customer asks for one. */
export const PlaceRequest = OrderRequest.extend({
  invoice: CompanyDetails.nullable()
    .default(null)
    .describe('the company to invoice (kept in the profile for next time); null for none'),
  handover: z
    .string()
    .regex(/^[\w-]{20,100}$/)
    .optional()
    .describe(
      "the assistant's checkout link this order came from (issue 38): its source is assistant",
    ),
})
export type PlaceRequest = z.infer<typeof PlaceRequest>

/** Where a delivery goes. */
export const OrderAddress = z.object({
  street: z.string(),
  entrance: z.string(),
  floor: z.string(),
  apartment: z.string(),
  note: z.string(),
})

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const

/** An order as its customer (and the operator) sees it. */
export const OrderDetail = z.object({
  id: z.int(),
  status: z.string(),
  orderType: z.string(),
  regionId: z.int().nullable(),
  restaurantId: z.int().nullable(),
  address: OrderAddress.nullable(),
  scheduledFor: z.string().nullable(),
  paymentType: z.string(),
  persons: z.int(),
  comment: z.string(),
  subtotal: z.int(),
  deliveryFee: z.int(),
  /** The offers it got and their sum (a waived delivery fee included). */
  offers: z.array(AppliedOfferSchema),
  discount: z.int(),
  bonusSpent: z.int(),
  total: z.int(),
  paidAt: z.string().nullable(),
  /** An unpaid card order is cancelled at this time (the site's payMinutes after placing it). */
  payBy: z.string().nullable(),
  /** A large order the restaurant confirms by phone before cooking it. */
  awaitingConfirmation: z.boolean(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      /** The line's own id: staff remove or reduce a line by it. */
      id: z.int(),
      productId: z.int(),
      name: z.string(),
      image: z.string(),
      quantity: z.int(),
      unitPrice: z.int(),
      modifiers: z.array(
        z.object({ id: z.int(), name: z.string(), quantity: z.int(), price: z.int() }),
      ),
      allergens: AllergenList,
      total: z.int(),
    }),
  ),
  events: z.array(z.object({ status: z.string(), at: z.string(), note: z.string() })),
  /** When the customer may expect it: promised at placement (shared/promise.ts). */
  promisedAt: z.string(),
  /** The reason staff gave when cancelling. */
  cancelReason: z.string().nullable(),
  /** A cancelled card payment's refund. */
  refund: z.enum(REFUND_STATUSES).nullable(),
  reviewed: z.boolean(),
  /** The company the customer asked an invoice for, and the invoice's number once issued. */
  invoice: z.object({ company: Company, number: z.string().nullable() }).nullable(),
  /** Dishes the restaurant removed or reduced (it could not make them), oldest first. */
  fixes: z.array(
    z.object({
      productId: z.int(),
      name: z.string(),
      modifiers: z.array(
        z.object({ id: z.int(), name: z.string(), quantity: z.int(), price: z.int() }),
      ),
      quantityBefore: z.int(),
      quantityAfter: z.int().describe('0: the dish was removed'),
      bonusReturned: z.int().describe('bonuses spent that went back to the balance'),
      refund: z.int().describe('refunded to the card; 0 when paid at the door'),
      totalAfter: z.int(),
      at: z.string(),
    }),
  ),
})
export type OrderDetail = z.infer<typeof OrderDetail>

const OrderSummary = OrderDetail.pick({
  id: true,
  status: true,
  total: true,
  createdAt: true,
  orderType: true,
}).extend({
  /** What was ordered: each dish named in the request's language (its stored name if gone). */
  lines: z.array(z.object({ name: z.string(), quantity: z.int() })),
})

/** The figures of an order's pricing, what can be promised, and what blocks it (by field). */
export const OrderQuote = z.object({
  lines: z.array(PricedLine),
  subtotal: z.int(),
  deliveryFee: z.int(),
  /** The offers the order gets and their sum (a waived delivery fee included). */
  offers: z.array(AppliedOfferSchema),
  discount: z.int(),
  bonusSpent: z.int(),
  /** The most bonuses this order may take (the cap of the bonus rules, or the balance). */
  bonusAllowed: z.int(),
  total: z.int(),
  /** The zone the delivery goes to: the one its point lies in, or the one chosen by name. */
  regionId: z.int().nullable(),
  balance: z.int(),
  /** When the order can be promised for if placed now (shared/promise.ts). */
  promisedAt: z.string().nullable(),
  /** The starts of the 15-minute slots with no room left for this order. */
  fullSlots: z.array(z.string()),
  problems: z.record(z.string(), z.string()),
})
export type OrderQuote = z.infer<typeof OrderQuote>

const Payment = z.object({ redirectUrl: z.string() })
const Placed = one(z.object({ order: OrderDetail, payment: Payment.nullable() }))

export const quote = createRoute({
  method: 'post',
  path: '/orders/quote',
  tags: ['orders'],
  summary:
    'Price an order as the server will (lines, fee, bonuses, total, the time it can be promised for) and say what blocks it',
  ...customer,
  request: { body: body(OrderRequest) },
  responses: answers(one(OrderQuote)),
})

export const place = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['orders'],
  summary: 'Place an order (header Idempotency-Key); card orders answer where to pay',
  ...customer,
  request: { body: body(PlaceRequest) },
  // A new order is 201; the same key again answers the order it made with 200.
  responses: {
    ...answers(Placed, 400, 409),
    201: { description: 'Created', content: { 'application/json': { schema: Placed } } },
  },
})

export const orders = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['orders'],
  summary: "The customer's orders, newest first",
  ...customer,
  responses: answers(list(OrderSummary)),
})

export const order = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['orders'],
  summary: 'An order with its lines and status history',
  ...customer,
  request: { params: params('id') },
  responses: answers(one(OrderDetail), 404),
})

export const pay = createRoute({
  method: 'post',
  path: '/orders/{id}/pay',
  tags: ['orders'],
  summary: 'Try the card payment of an unpaid order again',
  ...customer,
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(one(Payment), 404, 409),
})

export const cancelUnpaid = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['orders'],
  summary: 'Cancel a card order its customer did not pay (its bonuses come back)',
  ...customer,
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(one(OrderDetail), 404, 409),
})

export const orderEvents = createRoute({
  method: 'get',
  path: '/orders/{id}/events',
  tags: ['orders'],
  summary:
    'The order live (text/event-stream): order (the order as GET /orders/:id answers it) on connecting and after each change, heartbeat, signed-out',
  ...customer,
  request: {
    params: params('id'),
    // A browser's EventSource sends no headers of its own: the page says its language here.
    query: z.object({
      lang: z.enum(LANGS).optional().describe("the dishes' language; else Accept-Language"),
    }),
  },
  responses: bytes('text/event-stream', 404, 429, 503),
})
