import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { answers, ERROR_TEXT, type ErrorStatus } from './http'

// Viva's return pages and its webhook: Viva calls them, not the shop.

const landing = { 302: { description: 'To the payment result page, once verified' } }

export const vivaSuccess = createRoute({
  method: 'get',
  path: '/success-viva-redirect-url',
  tags: ['payments'],
  summary: "Viva's success return: verifies, then sends the customer on",
  responses: landing,
})

export const vivaFailure = createRoute({
  method: 'get',
  path: '/fail-viva-redirect-url',
  tags: ['payments'],
  summary: "Viva's failure return",
  responses: landing,
})

export const vivaWebhookKey = createRoute({
  method: 'get',
  path: '/payments/viva/webhook',
  tags: ['payments'],
  summary: "Viva's webhook verification: answers { Key }",
  // 503 while Viva itself cannot be reached: Viva asks again.
  responses: answers(z.object({ Key: z.string() }), 503),
})

const Received = z.object({ received: z.boolean() })
const received = (status: ErrorStatus) => ({
  description: ERROR_TEXT[status],
  content: { 'application/json': { schema: Received } },
})

export const vivaWebhook = createRoute({
  method: 'post',
  path: '/payments/viva/webhook',
  tags: ['payments'],
  summary: 'Viva events 1796 (paid) and 1798 (failed), deduplicated',
  request: {
    body: {
      required: true,
      // A plain schema, so the contract documents Viva's event without parsing it: the handler
      // reads the text, whose order code exceeds 2^53.
      content: { 'application/json': { schema: { type: 'object' as const } } },
    },
  },
  responses: {
    ...answers(Received, 429),
    // Viva is answered in its own terms: not JSON (400), or not checked yet, so retry (503).
    400: received(400),
    503: received(503),
  },
})
