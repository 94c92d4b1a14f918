import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { seed } from '#server/db/seed'

export const POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export type Engine = 'pglite' | 'postgres'

let reachable: Promise<boolean> | undefined

/** Whether the PostgreSQL server answers; in CI its absence is a failure, never a skip. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
    try {
      await client.connect()
      await client.end()
      return true
    } catch (error) {
      if (process.env.CI === 'true') {
        throw new Error(`PostgreSQL at ${POSTGRES_URL} is unreachable in CI: ${String(error)}`)
      }
      console.warn(
        `Skipping the PostgreSQL runs: ${POSTGRES_URL} is unreachable (${String(error)}).`,
      )
      return false
    }
  })()
  return reachable
}

let template: Blob | undefined

/** A fresh, migrated and seeded database on either engine; dropped again by `close`. */
export async function freshDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    // Already migrated and seeded (tests/support/pglite-template.ts).
    template ??= new Blob([readFileSync(inject('pgliteTemplate'))])
    return openDatabase({ dataDir: 'memory://', template })
  }
  const created = await emptyPostgresDatabase()
  const handle = await openDatabase({ dataDir: '', databaseUrl: created.url })
  await seed(handle.db)
  return {
    ...handle,
    async close() {
      await handle.close()
      await created.drop()
    },
  }
}

/** A new database with nothing in it, not even the tables, on the test server; `drop` removes it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sushi_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`create database ${name}`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

/** The engines a suite runs on: both, or PGlite alone (with the reason printed) outside CI. */
export async function engines(): Promise<Engine[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite']
}
