import { readdirSync } from 'node:fs'
import pg from 'pg'
import { expect, it } from 'vitest'
import { openDatabase } from '#server/db/client'
import { POSTGRES_URL, postgresReachable } from '#tests/support/databases'

const reachable = await postgresReachable()
const MIGRATIONS = readdirSync(new URL('../../server/db/migrations', import.meta.url)).filter((f) =>
  f.endsWith('.sql'),
)

it.skipIf(!reachable)(
  'two instances starting at once against one PostgreSQL migrate it once',
  async () => {
    const name = `sushi_migrate_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: POSTGRES_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(POSTGRES_URL)
    url.pathname = `/${name}`
    try {
      const [first, second] = await Promise.all([
        openDatabase({ dataDir: '', databaseUrl: url.toString() }),
        openDatabase({ dataDir: '', databaseUrl: url.toString() }),
      ])
      const check = new pg.Client({ connectionString: url.toString() })
      await check.connect()
      const { rows } = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      await check.end()
      expect(rows[0].n).toBe(MIGRATIONS.length)
      await Promise.all([first.close(), second.close()])
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  },
)
