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
import { DEFAULT_QUEUE_LIMIT } from '../env'
import { boundedQueue } from './queue'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * LISTEN on a channel: `onPayload` gets each NOTIFY's payload; `onReconnect` runs when the
 * listener had to reconnect (notifications in between are lost). Answers how to stop.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** True when the database answers a query. */
  ping: () => Promise<boolean>
  listen: Listen
  /** The embedded database's whole data folder, to start others from (`template`). */
  dump?: () => Promise<Blob>
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
  /** Queries the embedded database may have queued before it refuses new requests. */
  queueLimit?: number
  /** An embedded database's dump to start from instead of an empty folder (tests: seeded once). */
  template?: Blob
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
    const listeners = pgListeners(options.databaseUrl, options.onIdleError)
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await listeners.close()
        await pool.end()
      },
      ping: () => ping(db),
      listen: listeners.listen,
    }
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(
    options.template
      ? { dataDir: options.dataDir, loadDataDir: options.template }
      : { dataDir: options.dataDir },
  )
  const enqueue = boundedQueue(options.queueLimit ?? DEFAULT_QUEUE_LIMIT)
  // Drizzle calls only these two; a transaction holds PGlite whole, so it counts as one query.
  const queued: Pick<PGlite, 'query' | 'transaction'> = {
    query: (query, params, queryOptions) =>
      enqueue(() => client.query(query, params, queryOptions)),
    transaction: (callback) => enqueue(() => client.transaction(callback)),
  }
  const db = drizzlePglite({ client: queued as PGlite, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    ping: () => ping(db),
    dump: () => client.dumpDataDir('none'),
    // One process, one database: PGlite's own LISTEN needs no reconnecting.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload)
      return () => stop()
    },
  }
}

const RECONNECT_MS = 1000

/**
 * LISTEN needs a connection of its own for as long as it listens: a pooled one would go back to
 * the pool. A lost connection is replaced after a second, for as long as it takes.
 */
function pgListeners(url: string, onError?: (error: Error) => void) {
  const stops = new Set<() => Promise<void>>()
  const listen: Listen = async (channel, onPayload, onReconnect) => {
    // LISTEN takes no parameters: the channel is one of our constants, never input.
    if (!/^[a-z_]+$/.test(channel)) throw new RangeError(`bad channel name ${channel}`)
    let current: pg.Client | undefined
    let stopped = false
    const connect = async () => {
      const client = new pg.Client({ connectionString: url })
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '')
      })
      const lost = (error?: Error) => {
        if (error) onError?.(error)
        if (current !== client) return
        current = undefined
        client.end().catch(() => {})
        if (!stopped) retry()
      }
      client.on('error', lost)
      client.on('end', () => lost())
      await client.connect()
      await client.query(`listen ${channel}`)
      current = client
    }
    const retry = () => {
      setTimeout(async () => {
        if (stopped) return
        try {
          await connect()
          onReconnect?.()
        } catch (error) {
          onError?.(error as Error)
          retry()
        }
      }, RECONNECT_MS).unref()
    }
    await connect()
    const stop = async () => {
      stopped = true
      stops.delete(stop)
      await current?.end().catch(() => {})
    }
    stops.add(stop)
    return stop
  }
  return {
    listen,
    close: () => Promise.all([...stops].map((stop) => stop())).then(() => undefined),
  }
}

async function ping(db: Database): Promise<boolean> {
  await db.execute(sql`select 1`)
  return true
}
