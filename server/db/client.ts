import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { fromPglite } from 'pg-boss'
import { DEFAULT_QUEUE_LIMIT } from '#server/env'
import { JOB_KINDS } from '#server/jobs/kinds'
import { installJobs, type JobStore } from '#server/jobs/queue'
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
  /** Queries waiting for the database or running (/metrics). */
  queued: () => number
  /** True when the database answers a query. */
  ping: () => Promise<boolean>
  listen: Listen
  /** Where the job queue (server/jobs) keeps its jobs: pg-boss's adapter over this database. */
  jobs: JobStore
  /** The embedded database's whole data folder, to start others from (`template`). */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>
}

// Beside this file in the source, beside the bundle in dist/ (the build copies it).
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))
/** The seeded demo database the build dumps beside the bundle (scripts/seed-template.ts). */
export const SEED_TEMPLATE = fileURLToPath(new URL('./seed.tar.gz', import.meta.url))
// PostgreSQL's default 128 MB of shared buffers become resident in the embedded database's memory;
// a restaurant's catalog and orders fit in a few MB, and a 512 MB container pays for every one.
const PGLITE_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

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
    // pg-boss sends its schema's multi-statement scripts as one text, which the pool runs as is.
    const listeners = pgListeners(options.databaseUrl, options.onIdleError)
    const jobs: JobStore = { database: pooledJobs(pool, listeners.listen), backend: 'postgres' }
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS })
      await installJobs(jobs, JOB_KINDS)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      client.release()
    }
    const db = drizzlePg({ client: pool, schema })
    return {
      db,
      kind: 'postgres',
      // Those waiting for one of the pool's connections and those holding one.
      queued: () => pool.waitingCount + pool.totalCount - pool.idleCount,
      close: async () => {
        await listeners.close()
        await pool.end()
      },
      ping: () => ping(db),
      listen: listeners.listen,
      jobs,
    }
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const template = options.template ?? builtTemplate(options.dataDir)
  const client = await PGlite.create({
    dataDir: options.dataDir,
    startParams: PGLITE_PARAMS,
    ...(template ? { loadDataDir: template } : {}),
  })
  const enqueue = boundedQueue(options.queueLimit ?? DEFAULT_QUEUE_LIMIT)
  // The one connection is a transaction's while it runs: the job queue's statements from inside
  // one (pg-boss reading its queue as a job is sent) go into it instead of waiting for its end.
  const holder = new AsyncLocalStorage<Transaction>()
  // Drizzle calls only these two; a transaction holds PGlite whole, so it counts as one query.
  const queued: Pick<PGlite, 'query' | 'transaction'> = {
    query: (query, params, queryOptions) =>
      enqueue(() => client.query(query, params, queryOptions)),
    transaction: (callback) =>
      enqueue(() => client.transaction((tx) => holder.run(tx, () => callback(tx)))),
  }
  const db = drizzlePglite({ client: queued as PGlite, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  const alone = fromPglite({
    query: queued.query,
    exec: (query) => enqueue(() => client.exec(query)),
    listen: (channel, callback) => client.listen(channel, callback),
  })
  const jobs: JobStore = {
    database: {
      ...alone,
      executeSql: async (text, values) => {
        const tx = holder.getStore()
        if (!tx) return alone.executeSql(text, values)
        if (values?.length) return tx.query(text, values)
        return { rows: (await tx.exec(text)).flatMap((result) => result.rows) }
      },
    },
    backend: 'pglite',
  }
  await installJobs(jobs, JOB_KINDS)
  return {
    db,
    kind: 'pglite',
    queued: enqueue.size,
    close: () => client.close(),
    ping: () => ping(db),
    jobs,
    dump: (compression = 'none') => client.dumpDataDir(compression),
    // One process, one database: PGlite's own LISTEN needs no reconnecting.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload)
      return () => stop()
    },
  }
}

/** The build's seeded database for a data folder that has none yet (not in development). */
function builtTemplate(dataDir: string): Blob | undefined {
  if (dataDir === 'memory://' || existsSync(join(dataDir, 'PG_VERSION'))) return undefined
  if (!existsSync(SEED_TEMPLATE)) return undefined
  return new Blob([readFileSync(SEED_TEMPLATE)])
}

/**
 * pg-boss's adapter over the pool. A multi-statement script (its schema's) goes as one text, which
 * a connection runs as is; statements every session needs (a test clock's) run on each connection
 * before its first job statement.
 */
function pooledJobs(pool: pg.Pool, listen: Listen): JobStore['database'] {
  let session: string[] = []
  const prepared = new WeakMap<pg.PoolClient, string[]>()
  return {
    async executeSql(text, values) {
      const client = await pool.connect()
      try {
        if (session.length && prepared.get(client) !== session) {
          for (const statement of session) await client.query(statement)
          prepared.set(client, session)
        }
        return await client.query(text, values)
      } finally {
        client.release()
      }
    },
    async setSessionStatements(statements) {
      session = statements
    },
    // pg-boss reads what it may have missed after each subscribe, the first included.
    async listen(channel, onNotification, onReconnect) {
      const close = await listen(channel, onNotification, onReconnect)
      onReconnect()
      return { close }
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
    // LISTEN takes no parameters: the channel is one of our constants or pg-boss's, never input.
    if (!/^[a-z0-9_]+$/.test(channel)) throw new RangeError(`bad channel name ${channel}`)
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
