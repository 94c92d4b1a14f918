import { Hono } from 'hono'
import { z } from 'zod'
import table from '../../redirects/rules.json'
import { translate } from '../../shared/i18n'
import { hasControlCharacters } from '../../shared/safe-path'
import type { Database } from '../db/client'
import { oldSlugs, redirectRules } from '../db/schema'
import { compileTable, type RedirectStatus, type Table, type TableFile } from '../redirects/table'
import type { CatalogStore } from './catalog/store'
import { ApiError } from './errors'
import type { OpenApi } from './openapi'
import { requestLang, validate } from './validate'

const Lookup = z.object({
  path: z
    .string()
    .startsWith('/')
    .max(2048)
    // Control characters are never in a path we serve (and PostgreSQL refuses NUL in text).
    .refine((path) => !hasControlCharacters(path)),
})
const Rule = z.object({ from: z.string(), to: z.string(), status: z.int(), rule: z.string() })

// Other instances' operator edits arrive at the latest after this long.
const REFRESH_MS = 30_000

/**
 * The redirect table: the data file in redirects/, the operator rules in the database and the
 * catalog's slugs, compiled once per change into one lookup (and refreshed every 30 s).
 */
export function createRedirectIndex(db: Database, catalog: CatalogStore) {
  let compiled: { table: Promise<Table>; at: number; catalogVersion: number } | undefined
  const build = async (): Promise<Table> => {
    const [view, rules, renamed] = await Promise.all([
      catalog.view('bg'),
      db.select().from(redirectRules),
      db.select().from(oldSlugs),
    ])
    return compileTable(
      table as TableFile,
      rules.map((r) => ({
        id: `operator:${r.id}`,
        from: r.fromPath,
        to: r.toPath,
        status: r.status as RedirectStatus,
      })),
      {
        products: new Set(view.productBySlug.keys()),
        oldSlugs: renamed.map((o) => ({ from: o.fromSlug, to: o.toSlug, lang: o.lang })),
      },
    )
  }
  return {
    table(): Promise<Table> {
      const fresh =
        compiled &&
        Date.now() - compiled.at < REFRESH_MS &&
        compiled.catalogVersion === catalog.version
      if (!fresh) {
        compiled = { table: build(), at: Date.now(), catalogVersion: catalog.version }
        compiled.table.catch(() => {
          compiled = undefined
        })
      }
      return compiled!.table
    },
    invalidate() {
      compiled = undefined
    },
  }
}

export type RedirectIndex = ReturnType<typeof createRedirectIndex>

/** The spec's server-side redirect lookup per path: the edge asks it before rendering a page. */
export function redirectRoutes(index: RedirectIndex, docs: OpenApi) {
  const app = new Hono()
  docs.add({
    method: 'get',
    path: '/redirects/lookup',
    tag: 'redirects',
    summary: 'Where a path redirects to, after every rule and pattern (one hop), if anywhere',
    query: Lookup,
    response: z.object({ data: Rule }),
    errors: [404],
  })
  app.get('/redirects/lookup', validate('query', Lookup), async (c) => {
    const { path } = c.req.valid('query')
    const redirect = (await index.table()).resolve(path)
    if (!redirect) throw new ApiError(404, translate(requestLang(c), 'api.redirectNotFound'))
    return c.json({
      data: { from: path, to: redirect.to, status: redirect.status, rule: redirect.ruleId },
    })
  })
  return app
}
