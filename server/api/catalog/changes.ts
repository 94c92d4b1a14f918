import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, Listen } from '#server/db/client'

// The catalog and the redirect table are kept in memory by every API instance. An edit says so
// through PostgreSQL's NOTIFY (PGlite has it too), sent in the edit's transaction: delivered on
// commit, never for a rolled-back edit, and to every instance. The stop-list then holds on each of
// them at once, not at the next restart.
export const CATALOG_CHANNEL = 'catalog_changes'

/** What an edit touched: the catalog (menu, promotions, site, zones, restaurants) or redirects. */
export type CatalogChange = 'catalog' | 'redirects'

export type Caches = { catalog: { invalidate(): void }; redirects: { invalidate(): void } }

/** Call inside the edit's transaction. */
export async function announceChange(tx: Database, change: CatalogChange) {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${change})`)
}

/** Drops what an edit made stale; the redirect table follows the catalog's version by itself. */
export function dropStale(caches: Caches, change: CatalogChange) {
  if (change === 'catalog') caches.catalog.invalidate()
  else caches.redirects.invalidate()
}

/** Follows every instance's edits; after a reconnect (notifications were lost) drops everything. */
export function followChanges(listen: Listen, caches: Caches, log: Logger) {
  listen(
    CATALOG_CHANNEL,
    (payload) => {
      if (payload === 'catalog' || payload === 'redirects') dropStale(caches, payload)
    },
    () => {
      dropStale(caches, 'catalog')
      dropStale(caches, 'redirects')
    },
  ).catch((error) => log.error({ err: error }, 'cannot follow catalog changes'))
}
