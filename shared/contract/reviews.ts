import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { answers, body, customer, one, params } from './http'

export const review = createRoute({
  method: 'post',
  path: '/orders/{id}/review',
  tags: ['orders'],
  summary: 'Rate a completed order; the "free roll for a review" reward comes once per order',
  ...customer,
  request: {
    params: params('id'),
    body: body(
      z.object({
        rating: z.int().min(1).max(5),
        text: z.string().trim().max(1000).default(''),
      }),
    ),
  },
  responses: answers(one(z.object({ bonus: z.int() })), 404, 409),
})
