import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { translate } from '../../shared/i18n'
import { hasControlCharacters } from '../../shared/safe-path'
import type { Database } from '../db/client'
import { redirectRules } from '../db/schema'
import { ApiError } from './errors'
import type { OpenApi } from './openapi'
import { requestLang, validate } from './validate'

// Control characters are never in a path we serve (and PostgreSQL refuses NUL in text).
const Lookup = z.object({
  path: z
    .string()
    .startsWith('/')
    .max(2048)
    .refine((path) => !hasControlCharacters(path)),
})
const Rule = z.object({ from: z.string(), to: z.string(), status: z.int() })

/** The spec's server-side redirect lookup per path, over the operator rules in the database. */
export function redirectRoutes(db: Database, docs: OpenApi) {
  const app = new Hono()
  docs.add({
    method: 'get',
    path: '/redirects/lookup',
    tag: 'redirects',
    summary: 'The operator redirect rule for a path, if any',
    query: Lookup,
    response: z.object({ data: Rule }),
    errors: [404],
  })
  app.get('/redirects/lookup', validate('query', Lookup), async (c) => {
    const { path } = c.req.valid('query')
    const [rule] = await db
      .select()
      .from(redirectRules)
      .where(eq(redirectRules.fromPath, path))
      .limit(1)
    if (!rule) throw new ApiError(404, translate(requestLang(c), 'api.redirectNotFound'))
    return c.json({ data: { from: rule.fromPath, to: rule.toPath, status: rule.status } })
  })
  return app
}
