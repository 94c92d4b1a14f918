import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { ORDER_TYPES } from '#shared/checkout'
import { answers, body, customer, one, params } from './http'

// Following an order by a link its customer shares (issue 38): with a friend, or with an assistant
// (MCP's get_order_status). Whoever holds the link reads the status, never who or where.

/** A share token as links carry it: 40 hex digits, lower case as every path of the shop is. */
export const ShareToken = z.string().regex(/^[0-9a-f]{40}$/)

/** The path of the read-only page a share link opens, in the shop's language. */
export const sharedOrderPath = (token: string) => `/track/${token}`

/** An order as a share link shows it: status, times and dishes; no phone, address or payment. */
export const SharedOrder = z.object({
  id: z.int(),
  status: z.string(),
  orderType: z.enum(ORDER_TYPES),
  /** The delivery zone's name (never the address), or the pickup restaurant's. */
  place: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  promisedAt: z.string(),
  /** A large order the restaurant confirms by phone before cooking it. */
  awaitingConfirmation: z.boolean(),
  createdAt: z.string(),
  lines: z.array(z.object({ id: z.int(), name: z.string(), quantity: z.int() })),
  events: z.array(z.object({ status: z.string(), at: z.string() })),
  /** When the link stops working: a day after the order is done; null while it is under way. */
  expiresAt: z.string().nullable(),
})
export type SharedOrder = z.infer<typeof SharedOrder>

/** The order's share link as its page knows it: whether one is live (the token is shown once). */
const ShareState = z.object({
  active: z.boolean(),
  /** Only in the answer that made the link. */
  token: ShareToken.optional(),
})
export type ShareState = z.infer<typeof ShareState>

export const shareState = createRoute({
  method: 'get',
  path: '/orders/{id}/share',
  tags: ['orders'],
  summary: "Whether the order's status is shared by a live link",
  ...customer,
  request: { params: params('id') },
  responses: answers(one(ShareState), 404),
})

export const createShare = createRoute({
  method: 'post',
  path: '/orders/{id}/share',
  tags: ['orders'],
  summary: "Make a link to follow the order's status (the last one stops working)",
  ...customer,
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(one(ShareState), 404),
})

export const revokeShare = createRoute({
  method: 'delete',
  path: '/orders/{id}/share',
  tags: ['orders'],
  summary: "Stop sharing the order's status: its link answers 404 from now on",
  ...customer,
  request: { params: params('id') },
  responses: answers(one(ShareState), 404),
})

export const sharedOrder = createRoute({
  method: 'get',
  path: '/shared-orders/{token}',
  tags: ['orders'],
  summary: "An order's status by its share link, while the link is live",
  request: { params: z.object({ token: ShareToken }) },
  responses: answers(one(SharedOrder), 404),
})
