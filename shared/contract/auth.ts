import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { answers, body, customer } from './http'

// Spec §7's sign-in: a code by SMS, then a session for the right code; and its end.

const Done = z.object({ success: z.literal(true) })

export const sendCode = createRoute({
  method: 'post',
  path: '/via-phone-number',
  tags: ['auth'],
  summary: 'Send a sign-in code by SMS (needs X-Line-Header)',
  request: { body: body(z.object({ phone: z.string().max(40) })) },
  responses: answers(z.object({ success: z.literal(true), codeLength: z.int() }), 400, 429),
})

export const checkCode = createRoute({
  method: 'post',
  path: '/sms-code-check',
  tags: ['auth'],
  summary: 'Check a sign-in code; the right one gives a session token',
  request: { body: body(z.object({ phone: z.string().max(40), code: z.string().max(20) })) },
  responses: answers(z.object({ token: z.string() }), 404, 429),
})

export const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['auth'],
  summary: 'End this session',
  ...customer,
  responses: answers(Done),
})

export const logoutAll = createRoute({
  method: 'post',
  path: '/logout-all',
  tags: ['auth'],
  summary: 'End every session of this customer',
  ...customer,
  responses: answers(Done),
})
