import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { ORDER_TYPES, PAYMENT_TYPES } from '#shared/checkout'
import { LANGS } from '#shared/locales'
import { CartLineSchema } from './cart'
import { AllergenSchema, ProductCard } from './catalog'
import { answers, one, RowId } from './http'
import { OrderRequest } from './orders'
import { Region, Restaurant } from './places'
import { OrderingPause } from './site'

// The assistants' tools (/mcp, issue 38): their inputs and answers, built from the shop's own
// schemas so the menu is described once. Each is an object shape, as MCP's tools/list publishes.

const lang = z.enum(LANGS).optional().describe('the answer language: bg, ru, en or uk')

export const SearchMenuInput = {
  lang,
  text: z.string().trim().max(100).optional().describe('words in the dish name or description'),
  category: z.string().max(100).optional().describe('a category slug or id'),
  maxPrice: z
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe('the most one portion may cost, in euro cents'),
  without: z
    .array(AllergenSchema)
    .max(14)
    .optional()
    .describe('EU allergens to avoid, e.g. ["fish"]: only dishes known to contain none of them'),
  vegetarian: z.boolean().optional(),
}
export const SearchMenuOutput = { dishes: z.array(ProductCard) }

export const GetDishInput = {
  lang,
  dish: z.string().trim().min(1).max(100).describe('the dish slug or id'),
}

export const DeliveryInfoInput = {
  lang,
  zone: z.string().trim().max(100).optional().describe('a delivery zone slug, id or name'),
}
const KitchenNow = z.object({
  restaurantId: z.int(),
  name: z.string(),
  takingOrders: z.boolean(),
  opensAt: z.string().nullable().describe('when it next takes orders, if not now'),
  pause: OrderingPause.nullable(),
  busyMinutes: z.int().describe('extra minutes while the kitchen is busy'),
})
export const DeliveryInfoOutput = {
  zones: z.array(Region),
  restaurants: z.array(Restaurant),
  kitchens: z.array(KitchenNow),
}

/** A cart line as an assistant names it: the dish, how many, the chosen options; prices are ours. */
const AssistantLine = CartLineSchema.pick({ id: true, quantity: true }).extend({
  options: z
    .array(z.object({ id: RowId, quantity: z.int().positive().max(99).default(1) }))
    .max(50)
    .default([]),
})
export type AssistantLine = z.infer<typeof AssistantLine>

/** What the shop's quote needs, less anything personal (no address: the zone says the fee). */
export const PriceCartInput = {
  lang,
  lines: z.array(AssistantLine).min(1).max(100),
  orderType: z.enum(ORDER_TYPES).default('delivery'),
  regionId: OrderRequest.shape.regionId.describe('the delivery zone (delivery_info)'),
  restaurantId: OrderRequest.shape.restaurantId.describe('the pickup restaurant'),
  time: OrderRequest.shape.time.describe('asap, or an ISO time with offset for a scheduled order'),
  paymentType: z.enum(PAYMENT_TYPES).default('card_online'),
  promoCode: OrderRequest.shape.promoCode,
}
const PriceCartSchema = z.object(PriceCartInput)
export type PriceCartRequest = z.infer<typeof PriceCartSchema>

/** What a checkout link fills in besides the cart: how and when, never who or where exactly. */
export const HandoverChoices = z.object({
  orderType: z.enum(ORDER_TYPES),
  regionId: RowId.nullable(),
  restaurantId: RowId.nullable(),
  time: OrderRequest.shape.time,
  promoCode: z.string().nullable(),
})
export type HandoverChoices = z.infer<typeof HandoverChoices>

export const CheckoutLinkOutput = {
  url: z.string().describe('opens the shop with this cart; the customer signs in and pays there'),
  expiresAt: z.string(),
}

export const GetOrderStatusInput = {
  lang,
  link: z
    .string()
    .trim()
    .min(20)
    .max(500)
    .describe("the order link its customer shared (…/track/TOKEN), or the link's token"),
}

// Prompts' arguments are strings (MCP's prompts/get): a count is written as the customer said it.
export const OrderForArgs = {
  lang,
  people: z.string().trim().min(1).max(20).describe('how many people eat'),
  dislikes: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('what they do not eat: allergens, fish, meat…'),
  zone: z.string().trim().max(100).optional().describe('the district to deliver to'),
}
export const FollowOrderArgs = { lang, link: GetOrderStatusInput.link }

/** A hand-over as the shop's checkout reads it (GET /api/handovers/{token}). */
export const Handover = z.object({
  lines: z.array(CartLineSchema),
  choices: HandoverChoices,
  expiresAt: z.string(),
})
export type Handover = z.infer<typeof Handover>

export const handover = createRoute({
  method: 'get',
  path: '/handovers/{token}',
  tags: ['assistants'],
  summary: "An assistant's cart for the checkout to fill in, while its link is valid",
  request: { params: z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }) },
  responses: answers(one(Handover), 404),
})

/** A JSON-RPC 2.0 message: MCP's own schema checks the rest (the SDK's transport). */
const JsonRpc = z.looseObject({ jsonrpc: z.literal('2.0') })
const rpc = (description: string) => ({
  description,
  content: { 'application/json': { schema: JsonRpc } },
})

export const mcp = createRoute({
  method: 'post',
  path: '/mcp',
  tags: ['assistants'],
  summary:
    'The Model Context Protocol for assistants (Streamable HTTP, stateless, JSON answers; the shop serves it at /mcp): tools, resources',
  request: { body: { content: { 'application/json': { schema: JsonRpc } }, required: true } },
  responses: {
    200: rpc('A JSON-RPC answer'),
    202: { description: 'A notification, taken' },
    400: rpc('Not a JSON-RPC message'),
    406: rpc('The client accepts neither JSON nor an event stream'),
    429: rpc("The client's hourly budget is spent"),
  },
})
