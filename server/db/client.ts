import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** True when the database answers a query. */
  ping: () => Promise<boolean>
}

// Beside this file in the source, beside the bundle in dist/ (the build copies it).
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))
// Any fixed number: instances starting together against one server take turns migrating.
const MIGRATION_LOCK = 72_1729

/** PGlite in a data folder by default; a PostgreSQL server when a URL is given. Migrated on open. */
export async function openDatabase(options: {
  dataDir: string
  databaseUrl?: string | undefined
  onIdleError?: (error: Error) => void
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server dropped is replaced by the pool; without a listener its error
    // event would end the process. Queries report their own failures.
    pool.on('error', (error) => options.onIdleError?.(error))
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      client.release()
    }
    const db = drizzlePg({ client: pool, schema })
    return { db, kind: 'postgres', close: () => pool.end(), ping: () => ping(db) }
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir)
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  return { db, kind: 'pglite', close: () => client.close(), ping: () => ping(db) }
}

async function ping(db: Database): Promise<boolean> {
  await db.execute(sql`select 1`)
  return true
}
