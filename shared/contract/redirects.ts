import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { hasControlCharacters } from '#shared/safe-path'
import { answers, one } from './http'

/** A path the redirect table is asked about; anything else has no redirect. */
export const LookupPath = z
  .string()
  .startsWith('/')
  .max(2048)
  // Control characters are never in a path we serve (and PostgreSQL refuses NUL in text).
  .refine((path) => !hasControlCharacters(path))

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
