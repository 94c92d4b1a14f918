import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { LookupPath } from '#shared/redirects'
import { answers, one } from './http'

export const redirectLookup = createRoute({
  method: 'get',
  path: '/redirects/lookup',
  tags: ['redirects'],
  summary: 'Where a path redirects to, after every rule and pattern (one hop), if anywhere',
  request: { query: z.object({ path: LookupPath }) },
  responses: answers(
    one(z.object({ from: z.string(), to: z.string(), status: z.int(), rule: z.string() })),
    404,
  ),
})
