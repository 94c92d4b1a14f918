import table from '#redirects/rules.json'
import type { CatalogStore } from '#server/api/catalog/store'
import type { Database } from '#server/db/client'
import { sharedWork } from '#server/db/queue'
import { oldSlugs, redirectRules } from '#server/db/schema'
import { newIssues } from './check'
import {
  compileTable,
  type Issue,
  type RedirectStatus,
  type SlugBook,
  type Table,
  type TableFile,
  type Rule as TableRule,
} from './table'

// Other instances' operator edits arrive at the latest after this long.
const REFRESH_MS = 30_000

/**
 * The redirect table: the data file in redirects/, the operator rules in the database and the
 * catalog's slugs, compiled once per change into one lookup (and refreshed every 30 s).
 */
export function createRedirectIndex(db: Database, catalog: CatalogStore, now: () => Date) {
  let compiled: { table: Promise<Table>; at: number; catalogVersion: number } | undefined
  /** The pages the catalog makes: product, category and promotion slugs. */
  const catalogPages = async (): Promise<CatalogPages> => {
    const view = await catalog.view('bg', now())
    return {
      products: new Set(view.productBySlug.keys()),
      categories: new Set(view.categories.map((c) => c.slug)),
      promotions: new Set(view.promotions.map((p) => p.slug)),
    }
  }
  /** The operator's rules and the old slugs, read through `from` (a transaction, maybe). */
  const sources = async (from: Database, pages: CatalogPages) => {
    const rules = await from.select().from(redirectRules)
    const renamed = await from.select().from(oldSlugs)
    return {
      rules: rules.map(
        (r): TableRule => ({
          id: operatorRuleId(r.id),
          from: r.fromPath,
          to: r.toPath,
          status: r.status as RedirectStatus,
        }),
      ),
      slugs: {
        ...pages,
        oldSlugs: renamed.map((o) => ({ from: o.fromSlug, to: o.toSlug, lang: o.lang })),
      } satisfies SlugBook,
    }
  }
  const build = async (): Promise<Table> => {
    const { rules, slugs } = await sources(db, await catalogPages())
    return compileTable(table as TableFile, rules, slugs)
  }
  return {
    /** Read before a rule's transaction: the catalog may load through the database (PGlite has one connection). */
    catalogPages,
    /**
     * What `rule` (new, or an edit of the operator rule with its id) would bring into the table,
     * judged exactly like the data file; read in the caller's transaction.
     */
    async check(tx: Database, rule: TableRule, pages: CatalogPages): Promise<Issue[]> {
      const { rules, slugs } = await sources(tx, pages)
      const others = rules.filter((r) => r.id !== rule.id)
      return newIssues(table as TableFile, others, rule, slugs)
    },
    table(): Promise<Table> {
      const fresh =
        compiled &&
        Date.now() - compiled.at < REFRESH_MS &&
        compiled.catalogVersion === catalog.version
      if (!fresh) {
        compiled = { table: sharedWork(build), at: Date.now(), catalogVersion: catalog.version }
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

type CatalogPages = Pick<SlugBook, 'products' | 'categories' | 'promotions'>

export type RedirectIndex = ReturnType<typeof createRedirectIndex>

/** An operator rule's id in the table, as redirect events and issues name it. */
export const operatorRuleId = (id: number | 'new') => `operator:${id}`
